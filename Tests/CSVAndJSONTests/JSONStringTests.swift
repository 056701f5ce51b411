import Testing
import CSVAndJSON

struct JSONStringTests {
    /// `literal` (with its quotes) decoded, or its problem and offset.
    private func decode(_ literal: String) -> Result<String, JSONString.Failure> {
        Array(literal.utf8).withUnsafeBufferPointer { buffer in
            Result { () throws(JSONString.Failure) in
                let (text, next) = try JSONString.decode(buffer, quoteAt: 0, end: buffer.count)
                #expect(next == buffer.count)
                return text
            }
        }
    }

    @Test func escapesAndSurrogatePairsAreDecoded() {
        #expect(decode(#""plain""#) == .success("plain"))
        #expect(decode(#""a\"b\\c\/d\b\f\n\r\t""#) == .success("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(decode(#""M\u00fcnchen \ud83d\ude00 \u00E9""#) == .success("München 😀 é"))
        #expect(decode("\"Aé 😀\"") == .success("Aé 😀"))
    }

    @Test func eachProblemIsFoundWhereItIs() {
        #expect(decode(#""abc"#) == .failure(JSONString.Failure(.unterminated, at: 4)))
        #expect(decode(#""a\"#) == .failure(JSONString.Failure(.endInEscape, at: 3)))
        #expect(decode(#""\u12"#) == .failure(JSONString.Failure(.endInUnicodeEscape, at: 5)))
        #expect(decode("\"a\tb\"") == .failure(JSONString.Failure(.controlCharacter, at: 2)))
        #expect(decode(#""x\q""#) == .failure(JSONString.Failure(.invalidEscape, at: 3)))
        #expect(decode(#""\u12g4""#) == .failure(JSONString.Failure(.notHexDigit, at: 5)))
        #expect(decode(#""\ud800""#) == .failure(JSONString.Failure(.unpairedSurrogate(0xD800), at: 7)))
        #expect(decode(#""\udc00""#) == .failure(JSONString.Failure(.unpairedSurrogate(0xDC00), at: 7)))
        #expect(decode(#""\ud800\u0041""#) == .failure(JSONString.Failure(.invalidSurrogatePair, at: 13)))
    }

    @Test func invalidUTF8IsRefusedNotRepaired() {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONString.Failure) in try JSONString.decode(buffer, quoteAt: 0, end: buffer.count).text }
        }
        #expect(result == .failure(JSONString.Failure(.invalidUTF8, at: 4)))
    }

    @Test func numbersEndWhereTheGrammarSaysAndMissingDigitsAreFound() {
        func end(_ text: String) -> Result<Int, JSONNumber.Failure> {
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                Result { () throws(JSONNumber.Failure) in try JSONNumber.end(of: buffer, from: 0, end: buffer.count) }
            }
        }
        #expect(end("0") == .success(1))
        #expect(end("-12.50e+3,") == .success(9))
        #expect(end("012") == .success(1))
        #expect(end("-") == .failure(JSONNumber.Failure(problem: .missingDigit, offset: 1)))
        #expect(end("1.x") == .failure(JSONNumber.Failure(problem: .missingFractionDigit, offset: 2)))
        #expect(end("1e+") == .failure(JSONNumber.Failure(problem: .missingExponentDigit, offset: 3)))
    }
}
