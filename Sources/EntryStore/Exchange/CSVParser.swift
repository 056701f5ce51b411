import TextFormats

/// The import's CSV records, from `CSVScanner` in its strict mode: a quote inside an unquoted
/// field, text after a closing quote, or an unclosed quote is an error with its line. Blank
/// lines are skipped.
struct CSVParser {
    /// One record and the 1-based line it starts on.
    struct Record {
        let line: Int
        let fields: [String]
    }

    /// A syntax error at a line.
    struct SyntaxError: Error {
        let line: Int
        let reason: String
    }

    private var scanner: CSVScanner

    /// A parser over `bytes` (already checked to be UTF-8; a leading BOM is skipped).
    init(_ bytes: [UInt8]) {
        scanner = CSVScanner(bytes: bytes, mode: .strict)
    }

    /// Every record of `bytes`.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> [Record] {
        var parser = CSVParser(bytes)
        var records: [Record] = []
        while let record = try parser.next() { records.append(record) }
        return records
    }

    /// The next non-blank record, or nil at the end of the input.
    mutating func next() throws(SyntaxError) -> Record? {
        while true {
            switch scanner.next() {
            case .end:
                return nil
            case .malformed(_, let problem):
                throw SyntaxError(line: problem.line, reason: Self.reason(problem))
            case .record(let line):
                if scanner.isBlankRecord { continue }
                return Record(line: line, fields: scanner.fields.map(scanner.string(of:)))
            }
        }
    }

    private static func reason(_ problem: CSVScanner.Problem) -> String {
        switch problem {
        case .unclosedQuote: "a quoted field that starts here is never closed"
        case .textAfterClosingQuote: "text after the closing quote of a field (a quote inside a quoted field must be doubled)"
        case .quoteInUnquotedField: "a quote inside an unquoted field (quote the whole field and double the quote)"
        }
    }
}
