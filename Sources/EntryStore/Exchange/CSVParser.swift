/// An RFC 4180 CSV parser over UTF-8 bytes that remembers the line each record starts on.
///
/// Strict about quoting (a quote inside an unquoted field, text after a closing quote, or an
/// unclosed quote is an error with its line), lenient about line ends (CRLF, LF or CR).
/// Blank lines are skipped.
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

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A

    private let bytes: [UInt8]
    private var index: Int
    private var line = 1

    /// A parser over `bytes` (already checked to be UTF-8; a leading BOM is skipped).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
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
        let count = bytes.count
        while index < count {
            if let record = try record(count: count) { return record }
        }
        return nil
    }

    /// Reads one line's record; nil for a blank line.
    private mutating func record(count: Int) throws(SyntaxError) -> Record? {
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var inQuotes = false
        let recordLine = line
        var quoteLine = line

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            quoted = false
        }

        while index < count {
            let byte = bytes[index]
            if inQuotes {
                if byte == Self.quote {
                    if index + 1 < count, bytes[index + 1] == Self.quote {
                        field.append(Self.quote)
                        index += 2
                        continue
                    }
                    inQuotes = false
                    index += 1
                    if index < count, bytes[index] != Self.comma, bytes[index] != Self.cr, bytes[index] != Self.lf {
                        throw SyntaxError(line: line, reason: "text after the closing quote of a field (a quote inside a quoted field must be doubled)")
                    }
                    continue
                }
                if byte == Self.lf || (byte == Self.cr && (index + 1 >= count || bytes[index + 1] != Self.lf)) { line += 1 }
                field.append(byte)
                index += 1
                continue
            }
            switch byte {
            case Self.quote:
                guard field.isEmpty, !quoted else {
                    throw SyntaxError(line: line, reason: "a quote inside an unquoted field (quote the whole field and double the quote)")
                }
                inQuotes = true
                quoted = true
                quoteLine = line
                index += 1
            case Self.comma:
                endField()
                index += 1
            case Self.cr, Self.lf:
                index += (byte == Self.cr && index + 1 < count && bytes[index + 1] == Self.lf) ? 2 : 1
                line += 1
                let blank = fields.isEmpty && field.isEmpty && !quoted
                if blank { return nil }
                endField()
                return Record(line: recordLine, fields: fields)
            default:
                field.append(byte)
                index += 1
            }
        }
        if inQuotes {
            throw SyntaxError(line: quoteLine, reason: "a quoted field that starts here is never closed")
        }
        if fields.isEmpty && field.isEmpty && !quoted { return nil }
        endField()
        return Record(line: recordLine, fields: fields)
    }
}
