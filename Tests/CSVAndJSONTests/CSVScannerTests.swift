import Testing
import CSVAndJSON

struct CSVScannerTests {
    /// Every record of `text` as strings, or the problem, with the line it starts on.
    private func scan(_ text: String, _ mode: CSVScanner.Mode = .strict, separator: UInt8 = CSVScanner.comma) -> [String] {
        var scanner = CSVScanner(bytes: Array(text.utf8), mode: mode, separator: separator)
        var out: [String] = []
        while true {
            switch scanner.next() {
            case .end: return out
            case .record(let line): out.append("\(line): " + scanner.fields.map { scanner.string(of: $0) }.joined(separator: "|"))
            case .malformed(let line, let problem): out.append("\(line): \(problem)")
            }
        }
    }

    @Test func quotedFieldsHoldCommasLineBreaksAndDoubledQuotes() {
        #expect(scan("a,\"b,c\",\"say \"\"hi\"\"\"\n\"two\nlines\",x\n") == ["1: a|b,c|say \"hi\"", "2: two\nlines|x"])
    }

    @Test func aSemicolonOrTabSeparatesFieldsWhenToldAndACommaIsThenText() {
        #expect(scan("\u{FEFF}a;\"b;c\";1,5\r\nd;e;\r\n", separator: UInt8(ascii: ";")) == ["1: a|b;c|1,5", "2: d|e|"])
        #expect(scan("a\t\"b\tc\"\t1,5\n", separator: 0x09) == ["1: a|b\tc|1,5"])
        #expect(scan("x;\"a\"b;c\n", separator: UInt8(ascii: ";")) == ["1: textAfterClosingQuote(field: 2, line: 1)"])
    }

    @Test func aQuoteInsideAnUnquotedFieldIsAnErrorWhenStrictAndALetterWhenLenient() {
        #expect(scan("a\"b,c\nd,e\n", .strict) == ["1: quoteInUnquotedField(field: 1, line: 1)", "2: d|e"])
        #expect(scan("a\"b,c\nd,e\n", .lenient) == ["1: a\"b|c", "2: d|e"])
    }

    @Test func textAfterAClosingQuoteAndAnUnclosedQuoteAreErrorsInBothModes() {
        for mode in [CSVScanner.Mode.strict, .lenient] {
            #expect(scan("x,\"a\"b,c\nd\n", mode) == ["1: textAfterClosingQuote(field: 2, line: 1)", "2: d"])
            #expect(scan("x\ny,\"open\n\nz\n", mode) == ["1: x", "2: unclosedQuote(field: 2, line: 2)"])
        }
    }

    /// LF, CRLF and a lone CR each end one line: between records and inside quoted fields.
    @Test func everyKindOfLineEndCountsOneLine() {
        #expect(scan("a\rb\r\nc\nd") == ["1: a", "2: b", "3: c", "4: d"])
        #expect(scan("\"1\r2\r\n3\n4\",x\ry") == ["1: 1\r2\r\n3\n4|x", "5: y"])
        #expect(scan("\"1\r2\",\"a\"b\nz\n") == ["1: textAfterClosingQuote(field: 2, line: 2)", "3: z"])
    }

    @Test func blankLinesAreBlankRecordsAndAQuotedEmptyFieldIsNot() {
        var scanner = CSVScanner(bytes: Array("\n\"\"\n".utf8), mode: .strict)
        #expect(scanner.next() == .record(line: 1))
        #expect(scanner.isBlankRecord)
        #expect(scanner.next() == .record(line: 2))
        #expect(!scanner.isBlankRecord)
        #expect(scanner.next() == .end)
    }

    @Test func aByteOrderMarkIsSkippedAndTheLastLineNeedsNoLineEnd() {
        #expect(scan("\u{FEFF}a,b\r\nc,") == ["1: a|b", "2: c|"])
        #expect(scan("") == [])
    }

    @Test func unescapedFieldsAreSpansOfTheInputAndEscapedOnesOfTheScratch() {
        var scanner = CSVScanner(bytes: Array("plain,\"q\"\"q\",\"x\"".utf8), mode: .lenient)
        #expect(scanner.next() == .record(line: 1))
        #expect(scanner.fields.map(\.inScratch) == [false, true, false])
        #expect(scanner.fields.map(\.isQuoted) == [false, true, true])
        #expect(scanner.position == scanner.bytes.count)
    }
}
