import CSVAndJSON

/// The import's CSV records, from `CSVScanner` in its strict mode: a quote inside an unquoted
/// field, text after a closing quote, or an unclosed quote is an error with its line. Blank
/// lines are skipped. The separator is the one the header line uses (`CSVSeparator`).
struct CSVParser {
    /// One record, the 1-based line it starts on and its row as a spreadsheet numbers it.
    struct Record {
        let line: Int
        /// 1 for the header; blank lines count (a spreadsheet shows them as empty rows), a
        /// quoted field over several lines does not (it is one cell).
        let row: Int
        let fields: [String]
    }

    /// A syntax error at a line.
    struct SyntaxError: Error {
        let line: Int
        let reason: String
    }

    private var scanner: CSVScanner
    private var rowsScanned = 0

    /// A parser over `bytes` (already checked to be UTF-8; a leading BOM is skipped), its
    /// fields separated by `separator`.
    init(_ bytes: [UInt8], separator: CSVSeparator = .comma) {
        scanner = CSVScanner(bytes: bytes, mode: .strict, separator: separator.byte)
    }

    /// Every record of `bytes`.
    static func parse(_ bytes: [UInt8], separator: CSVSeparator = .comma) throws(SyntaxError) -> [Record] {
        var parser = CSVParser(bytes, separator: separator)
        var records: [Record] = []
        while let record = try parser.next() { records.append(record) }
        return records
    }

    /// How many fields the first non-blank record has when split at `separator` (0 when it is
    /// malformed that way, or there is none): `CSVSeparator` compares the candidates by it.
    static func headerFieldCount(_ bytes: [UInt8], separator: CSVSeparator) -> Int {
        var parser = CSVParser(bytes, separator: separator)
        guard let header = try? parser.next() else { return 0 }
        return header.fields.count
    }

    /// The next non-blank record, or nil at the end of the input.
    mutating func next() throws(SyntaxError) -> Record? {
        while true {
            let status = scanner.next()
            if status != .end { rowsScanned += 1 }
            switch status {
            case .end:
                return nil
            case .malformed(_, let problem):
                throw SyntaxError(line: problem.line, reason: Self.reason(problem))
            case .record(let line):
                if scanner.isBlankRecord { continue }
                return Record(line: line, row: rowsScanned, fields: scanner.fields.map(scanner.string(of:)))
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
