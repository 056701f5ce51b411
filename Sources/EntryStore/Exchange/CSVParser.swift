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

    /// Every record of `bytes` (already checked to be UTF-8; a leading BOM is skipped).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var quoteLine = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let count = bytes.count

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            quoted = false
        }
        func endRecord() {
            let blank = fields.isEmpty && field.isEmpty && !quoted
            endField()
            if !blank { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
        }

        while index < count {
            let byte = bytes[index]
            if inQuotes {
                if byte == quote {
                    if index + 1 < count, bytes[index + 1] == quote {
                        field.append(quote)
                        index += 2
                        continue
                    }
                    inQuotes = false
                    index += 1
                    if index < count, bytes[index] != comma, bytes[index] != cr, bytes[index] != lf {
                        throw SyntaxError(line: line, reason: "text after the closing quote of a field (a quote inside a quoted field must be doubled)")
                    }
                    continue
                }
                if byte == lf || (byte == cr && (index + 1 >= count || bytes[index + 1] != lf)) { line += 1 }
                field.append(byte)
                index += 1
                continue
            }
            switch byte {
            case quote:
                guard field.isEmpty, !quoted else {
                    throw SyntaxError(line: line, reason: "a quote inside an unquoted field (quote the whole field and double the quote)")
                }
                inQuotes = true
                quoted = true
                quoteLine = line
                index += 1
            case comma:
                endField()
                index += 1
            case cr, lf:
                endRecord()
                index += (byte == cr && index + 1 < count && bytes[index + 1] == lf) ? 2 : 1
                line += 1
                recordLine = line
            default:
                field.append(byte)
                index += 1
            }
        }
        if inQuotes {
            throw SyntaxError(line: quoteLine, reason: "a quoted field that starts here is never closed")
        }
        if !fields.isEmpty || !field.isEmpty || quoted { endRecord() }
        return records
    }
}
