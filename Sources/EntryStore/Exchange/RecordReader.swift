/// Reads import records one at a time: CSV records mapped through the header (formula
/// escapes taken off text cells, see `CSVFormulaEscaping`), or JSON Lines objects. Syntax
/// errors throw `ImportError` (the whole file is refused); field-level trouble (wrong field
/// count, unknown or repeated keys, non-string values) is a row problem.
struct RecordReader {
    /// One record: its line, its values by field (nil when unusable), and its problems.
    struct Record {
        let line: Int
        let values: [EntryField: String]?
        let problems: [FieldProblem]
    }

    private let path: String
    private let bytes: [UInt8]
    private let format: EntryFileFormat
    private var csv: CSVParser
    private var columns: [EntryField] = []
    private var jsonStart: Int
    private var jsonLine = 1

    /// A reader over UTF-8 `bytes`; reads the CSV header at once (an unknown column throws).
    init(bytes: [UInt8], format: EntryFileFormat, path: String) throws {
        self.path = path
        self.bytes = bytes
        self.format = format
        csv = CSVParser(bytes)
        jsonStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if format == .csv, let header = try nextCSV() {
            for name in header.fields {
                let key = name.trimmingCharacters(in: .whitespaces).lowercased()
                guard let field = EntryField(rawValue: key) else {
                    throw ImportError.badHeader(
                        path: path,
                        reason: "unknown column '\(key.prefix(40))' (expected some of: \(EntryField.columnNames.joined(separator: ", ")))")
                }
                guard !columns.contains(field) else {
                    throw ImportError.badHeader(path: path, reason: "column '\(key)' appears twice")
                }
                columns.append(field)
            }
        }
    }

    /// The next record, or nil at the end.
    mutating func next() throws -> Record? {
        switch format {
        case .csv:
            guard let record = try nextCSV() else { return nil }
            guard record.fields.count == columns.count else {
                let problem = FieldProblem(field: nil, message: "has \(record.fields.count) fields, the header has \(columns.count)")
                return Record(line: record.line, values: nil, problems: [problem])
            }
            let values = zip(columns, record.fields).map { field, cell in (field, CSVFormulaEscaping.unescaped(cell, field: field)) }
            return Record(line: record.line, values: Dictionary(uniqueKeysWithValues: values), problems: [])
        case .jsonl:
            return try nextJSON()
        }
    }

    private mutating func nextCSV() throws -> CSVParser.Record? {
        do {
            return try csv.next()
        } catch {
            throw ImportError.brokenCSV(path: path, line: error.line, reason: error.reason)
        }
    }

    private mutating func nextJSON() throws -> Record? {
        while jsonStart < bytes.count {
            var end = jsonStart
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let start = jsonStart
            let line = jsonLine
            jsonStart = end + 1
            jsonLine += 1
            if bytes[start..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let members: [(key: String, value: JSONLineParser.Value)]
            do {
                members = try JSONLineParser.parseObject(bytes, from: start, to: end)
            } catch {
                throw ImportError.brokenJSON(path: path, line: line, column: error.column, reason: error.reason)
            }
            var values: [EntryField: String] = [:]
            var problems: [FieldProblem] = []
            for (key, value) in members {
                guard let field = EntryField(rawValue: key) else {
                    problems.append(FieldProblem(field: nil, message: "unknown key '\(key.prefix(40))'"))
                    continue
                }
                if values[field] != nil {
                    problems.append(FieldProblem(field: field, message: "appears twice"))
                    continue
                }
                switch value {
                case let .string(text): values[field] = text
                case .null: values[field] = ""
                case let .number(digits) where field == .amount: values[field] = digits
                case .number, .bool, .nested:
                    problems.append(FieldProblem(field: field, message: "expected a string"))
                }
            }
            return Record(line: line, values: problems.isEmpty ? values : nil, problems: problems)
        }
        return nil
    }
}
