import Testing
import CSVAndJSON

struct JSONScannerTests {
    /// Every token of `json` up to `.end`, or the failure.
    private func tokens(_ json: String) -> Result<[JSONToken.Kind], JSONScanner.Failure> {
        scan(Array(json.utf8)) { scanner throws(JSONScanner.Failure) in
            var kinds: [JSONToken.Kind] = []
            while true {
                let token = try scanner.next()
                if token.kind == .end { return kinds }
                kinds.append(token.kind)
            }
        }
    }

    /// The failure scanning `json` to its end, as (problem, line, column, offset, found).
    private func failure(_ json: String) -> (JSONScanner.Problem, Int, Int, Int, UInt8?)? {
        guard case .failure(let failure) = tokens(json) else { return nil }
        return (failure.problem, failure.position.line, failure.position.column, failure.position.offset, failure.found)
    }

    private func scan<T>(
        _ bytes: [UInt8], from start: Int = 0, to end: Int? = nil,
        _ body: (inout JSONScanner) throws(JSONScanner.Failure) -> T
    ) -> Result<T, JSONScanner.Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, from: start, to: end)
            return Result { () throws(JSONScanner.Failure) in try body(&scanner) }
        }
    }

    @Test func aDocumentArrivesAsTokensInOrder() {
        let json = #" { "a" : [1, -2.50e+3, "x", true, false, null, {}, []], "b": {"c": "d"} } "#
        #expect(
            tokens(json)
                == .success([
                    .beginObject, .key("a"), .beginArray, .number("1"), .number("-2.50e+3"), .string("x"), .bool(true),
                    .bool(false), .null, .beginObject, .endObject, .beginArray, .endArray, .endArray,
                    .key("b"), .beginObject, .key("c"), .string("d"), .endObject, .endObject
                ]))
    }

    @Test func scalarsAreDocumentsToo() {
        #expect(tokens("\t\"only\"\r\n") == .success([.string("only")]))
        #expect(tokens("0") == .success([.number("0")]))
        #expect(tokens(" null ") == .success([.null]))
    }

    @Test func numbersKeepTheirExactText() {
        for text in ["0", "-0", "12.50", "1E400", "-0.000e-0", "123456789012345678901234567890"] {
            #expect(tokens("[\(text)]") == .success([.beginArray, .number(text), .endArray]))
        }
    }

    @Test func stringsAndKeysAreDecodedWithSurrogatePairs() {
        #expect(
            tokens(#"{"\ud83d\ude00": "M\u00fcnchen \ud83c\udf89", "é\n": "\"\\\/"}"#)
                == .success([
                    .beginObject, .key("😀"), .string("München 🎉"), .key("é\n"), .string("\"\\/"), .endObject
                ]))
    }

    @Test func repeatedKeysAreLeftToTheReader() {
        #expect(tokens(#"{"a":1,"a":2}"#) == .success([.beginObject, .key("a"), .number("1"), .key("a"), .number("2"), .endObject]))
    }

    @Test func endRepeatsOnceTheDocumentIsComplete() {
        let result = scan(Array("[] ".utf8)) { scanner throws(JSONScanner.Failure) in
            [try scanner.next(), try scanner.next(), try scanner.next(), try scanner.next()]
        }
        #expect(
            result == .success([JSONToken(.beginArray, at: 0), JSONToken(.endArray, at: 1), JSONToken(.end, at: 3), JSONToken(.end, at: 3)])
        )
    }

    @Test func tokensHaveOffsetsLinesAndColumnsInScalars() {
        let json = "{\n  \"é\": [true,\r\n\t\"ü😀\", 7]}"
        let positions = scan(Array(json.utf8)) { scanner throws(JSONScanner.Failure) in
            var found: [String] = []
            while true {
                let token = try scanner.next()
                if token.kind == .end { return found }
                let position = scanner.position(of: token.offset)
                found.append("\(position.offset)@\(position)")
            }
        }
        // { 1:1; "é" 2:3; [ 2:8; true 2:9; "ü😀" 3:2 (after a tab; CR is a column); 7 3:8; ] 3:9; } 3:10
        #expect(positions == .success(["0@1:1", "4@2:3", "10@2:8", "11@2:9", "19@3:2", "29@3:8", "30@3:9", "31@3:10"]))
    }

    @Test(
        arguments: [
            // (document, problem, line, column, found)
            ("", JSONScanner.Problem.expected(.value), 1, 1, nil),
            ("  \n ", .expected(.value), 2, 2, nil),
            ("[1,]", .expected(.value), 1, 4, UInt8(ascii: "]")),
            ("[,1]", .expected(.value), 1, 2, UInt8(ascii: ",")),
            ("{\"a\": }", .expected(.value), 1, 7, UInt8(ascii: "}")),
            ("{\"a\": x}", .expected(.value), 1, 7, UInt8(ascii: "x")),
            ("{,}", .expected(.memberName), 1, 2, UInt8(ascii: ",")),
            ("{\n  \"a\": 1,\n}", .expected(.memberName), 3, 1, UInt8(ascii: "}")),
            ("{a:1}", .expected(.memberName), 1, 2, UInt8(ascii: "a")),
            ("{\"a\" 1}", .expected(.colon), 1, 6, UInt8(ascii: "1")),
            ("{\"a\"", .expected(.colon), 1, 5, nil),
            ("{\"a\": 1 \"b\": 2}", .expected(.commaOrObjectEnd), 1, 9, UInt8(ascii: "\"")),
            ("{\"a\": 1]", .expected(.commaOrObjectEnd), 1, 8, UInt8(ascii: "]")),
            ("{\"é\": 1", .expected(.commaOrObjectEnd), 1, 8, nil),
            ("[1 2]", .expected(.commaOrArrayEnd), 1, 4, UInt8(ascii: "2")),
            ("[{}}", .expected(.commaOrArrayEnd), 1, 4, UInt8(ascii: "}")),
            ("[1", .expected(.commaOrArrayEnd), 1, 3, nil),
            ("[01]", .expected(.commaOrArrayEnd), 1, 3, UInt8(ascii: "1")),
            ("[tru]", .expected(.literal("true")), 1, 5, UInt8(ascii: "]")),
            ("[fals", .expected(.literal("false")), 1, 6, nil),
            ("[nul1]", .expected(.literal("null")), 1, 5, UInt8(ascii: "1")),
            ("{} {}", .expected(.endOfDocument), 1, 4, UInt8(ascii: "{")),
            ("1 2", .expected(.endOfDocument), 1, 3, UInt8(ascii: "2")),
            ("[-]", .number(.missingDigit), 1, 3, UInt8(ascii: "]")),
            ("[1.]", .number(.missingFractionDigit), 1, 4, UInt8(ascii: "]")),
            ("[1e+]", .number(.missingExponentDigit), 1, 5, UInt8(ascii: "]")),
            ("[\"abc", .string(.unterminated), 1, 6, nil),
            ("[\"a\tb\"]", .string(.controlCharacter), 1, 4, 0x09),
            ("[\"x\\q\"]", .string(.invalidEscape), 1, 5, UInt8(ascii: "q")),
            ("{\"\\u12g4\": 1}", .string(.notHexDigit), 1, 7, UInt8(ascii: "g")),
            ("[\"\\ud800\"]", .string(.unpairedSurrogate(0xD800)), 1, 9, UInt8(ascii: "\"")),
            ("[\"\\ud83d\\u0041\"]", .string(.invalidSurrogatePair), 1, 15, UInt8(ascii: "\""))
        ] as [(String, JSONScanner.Problem, Int, Int, UInt8?)])
    func everyProblemIsReportedWhereItIs(json: String, problem: JSONScanner.Problem, line: Int, column: Int, found: UInt8?) {
        guard let failure = failure(json) else {
            Issue.record("\(json) was accepted")
            return
        }
        #expect(failure.0 == problem)
        #expect(failure.1 == line && failure.2 == column, "at \(failure.1):\(failure.2)")
        #expect(failure.4 == found)
    }

    @Test func invalidUTF8InAStringIsAProblem() {
        let bytes = Array("[\"a".utf8) + [0xFF, 0xFE] + Array("\"]".utf8)
        let result = scan(bytes) { scanner throws(JSONScanner.Failure) in
            while try scanner.next().kind != .end {}
        }
        guard case .failure(let failure) = result else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(failure.problem == .string(.invalidUTF8) && failure.position.offset == 5)
    }

    @Test func nestingUpToTheLimitIsReadAndDeeperIsAProblemAtItsBracket() {
        let limit = JSONNesting.maximumDepth
        // Objects and arrays alternate past the 64 levels kept in one word, so closing each
        // level checks that the scanner remembers which kind it opened.
        let opening = (0..<limit).map { $0 % 2 == 0 ? "[" : "{\"k\":" }.joined()
        let closing = (0..<limit).reversed().map { $0 % 2 == 0 ? "]" : "}" }.joined()
        guard case .success(let kinds) = tokens(opening + "0" + closing) else {
            Issue.record("\(limit) levels were refused")
            return
        }
        #expect(kinds.count == limit * 2 + limit / 2 + 1)
        #expect(kinds.last == .endArray)
        // A wrong closing bracket deep down is found where it is.
        let wrong = opening + "0" + "]" + closing.dropFirst()
        #expect(failure(wrong)?.0 == .expected(.commaOrObjectEnd))
        #expect(failure(wrong)?.3 == opening.utf8.count + 1)

        let tooDeep = failure(String(repeating: "[", count: 100_000))
        #expect(tooDeep?.0 == .tooDeep)
        #expect(tooDeep?.3 == limit)
    }

    @Test func skippingAValueChecksItAndStopsAfterIt() {
        let json = #"{"skip": {"a": [1, {"b": null}], "c": "d"}, "keep": 5}"#
        let result = scan(Array(json.utf8)) { scanner throws(JSONScanner.Failure) in
            _ = try scanner.next()  // {
            _ = try scanner.next()  // "skip"
            try scanner.skipValue()
            return [try scanner.next().kind, try scanner.next().kind, try scanner.next().kind, try scanner.next().kind]
        }
        #expect(result == .success([.key("keep"), .number("5"), .endObject, .end]))

        let broken = scan(Array(#"[{"a": [1 2]}]"#.utf8)) { scanner throws(JSONScanner.Failure) in
            _ = try scanner.next()
            try scanner.skipValue()
        }
        guard case .failure(let failure) = broken else {
            Issue.record("a broken value was skipped")
            return
        }
        #expect(failure.problem == .expected(.commaOrArrayEnd) && failure.position.column == 11)
    }

    @Test func theRestOfAContainerCanBeSkippedFromInside() {
        let result = scan(Array(#"[[1, [2], 3], 4]"#.utf8)) { scanner throws(JSONScanner.Failure) in
            _ = try scanner.next()  // [
            _ = try scanner.next()  // [
            _ = try scanner.next()  // 1
            try scanner.skipToEndOfContainer()
            return try scanner.next()
        }
        #expect(result == .success(JSONToken(.number("4"), at: 14)))
    }

    @Test func aLineInsideABufferIsScannedAlone() {
        let bytes = Array("{\"a\":1}\n{\"é\": x}\n".utf8)
        let result = scan(bytes, from: 8, to: 17) { scanner throws(JSONScanner.Failure) in
            while try scanner.next().kind != .end {}
        }
        guard case .failure(let failure) = result else {
            Issue.record("the broken line was accepted")
            return
        }
        // Line 1, column 1 is the line's first byte; the offset counts from the buffer's start.
        #expect(failure.position.description == "1:7" && failure.position.offset == 15 && failure.found == UInt8(ascii: "x"))
        let first = scan(bytes, from: 0, to: 7) { scanner throws(JSONScanner.Failure) in
            try scanner.skipValue()
            return try scanner.next()
        }
        #expect(first == .success(JSONToken(.end, at: 7)))
    }

    @Test func peekLooksAtTheNextTokenWithoutReadingIt() {
        let result = scan(Array("  [ 1 ]".utf8)) { scanner throws(JSONScanner.Failure) in
            let first = scanner.peek()
            let offset = scanner.offset
            return (first, offset, try scanner.next().kind)
        }
        guard case .success(let (first, offset, kind)) = result else {
            Issue.record("scanning failed")
            return
        }
        #expect(first == UInt8(ascii: "[") && offset == 2 && kind == .beginArray)
    }

    /// Positions counted from the line's start for every token took quadratic time: 20,000
    /// tokens on one line took 34 s. 200,000 tokens would take hours that way; counted on from
    /// the last position they take milliseconds.
    @Test(.timeLimit(.minutes(1)))
    func positionsOnALongSingleLineTakeLinearTime() {
        let count = 200_000
        let json = "[" + Array(repeating: "\"é\"", count: count).joined(separator: ",") + "]"
        let last = scan(Array(json.utf8)) { scanner throws(JSONScanner.Failure) in
            var position = (offset: 0, line: 0, column: 0)
            while true {
                let token = try scanner.next()
                if token.kind == .end { return [position.offset, position.line, position.column] }
                let found = scanner.position(of: token.offset)
                position = (found.offset, found.line, found.column)
            }
        }
        // The closing bracket: after "[" and count strings of 3 scalars with count - 1 commas.
        #expect(last == .success([json.utf8.count - 1, 1, 1 + 1 + count * 3 + count - 1]))
    }
}
