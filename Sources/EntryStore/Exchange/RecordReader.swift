import Foundation

/// Reads import records one at a time: CSV records mapped through the header (`CSVHeader`:
/// the separator it uses, the names it gives the columns; formula escapes and text formulas
/// taken off text cells), or JSON Lines objects. Syntax errors throw `ImportError` (the whole
/// file is refused); field-level trouble (wrong field count, unknown or repeated keys,
/// non-string values) is a row problem.
struct RecordReader {
    /// One record: where it is, its values by field (nil when unusable), and its problems.
    struct Record {
        let line: Int
        /// The row a spreadsheet shows it in (CSV only).
        let row: Int?
        let values: [EntryField: String]?
        let problems: [FieldProblem]
    }

    private let path: String
    private let bytes: [UInt8]
    private let format: EntryFileFormat
    private var csv: CSVParser
    /// The CSV header read (nil for JSON Lines).
    let header: CSVHeader?
    private var jsonStart: Int
    private var jsonLine = 1

    /// A reader over UTF-8 `bytes`; reads the CSV header at once (an unknown column throws).
    init(bytes: [UInt8], format: EntryFileFormat, path: String, mapping: ImportColumnMapping? = nil) throws {
        self.path = path
        self.bytes = bytes
        self.format = format
        jsonStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard format == .csv else {
            csv = CSVParser([])
            header = nil
            return
        }
        let separator = CSVSeparator.detect(in: bytes)
        csv = CSVParser(bytes, separator: separator)
        let names: [String]
        do {
            names = try csv.next()?.fields ?? []
        } catch {
            throw ImportError.brokenCSV(path: path, line: error.line, reason: error.reason)
        }
        do {
            if let mapping {
                header = try CSVHeader(names: names, mapping: mapping, separator: separator)
            } else {
                header = try CSVHeader(names: names, separator: separator)
            }
        } catch {
            throw ImportError.badHeader(path: path, reason: error.reason)
        }
    }

    /// The column names the file gives the fields, for messages ("ZIP" for the postal code);
    /// JSON Lines keys are the fields' own names.
    var columnNames: [EntryField: String] { header?.names ?? [:] }

    /// The next record, or nil at the end.
    mutating func next() throws -> Record? {
        switch format {
        case .csv:
            guard let header, let record = try nextCSV() else { return nil }
            let columns = header.columns
            // A row may end before the header's unnamed trailing columns: nothing is lost.
            let onlyUnnamedMissing = record.fields.count < columns.count && columns[record.fields.count...].allSatisfy { $0 == nil }
            guard record.fields.count == columns.count || onlyUnnamedMissing else {
                let problem = FieldProblem(field: nil, message: "has \(record.fields.count) cells; the header has \(columns.count) columns")
                return Record(line: record.line, row: record.row, values: nil, problems: [problem])
            }
            var values: [EntryField: String] = [:]
            for (index, (field, cell)) in zip(columns, record.fields).enumerated() {
                guard let field else {
                    if header.leavesOutUnmapped { continue }
                    // Under a header cell left empty: dropping what it holds would lose it unsaid.
                    if cell.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                    let problem = FieldProblem(
                        field: nil, message: "has text in column \(index + 1), which the header leaves without a name")
                    return Record(line: record.line, row: record.row, values: nil, problems: [problem])
                }
                if !CSVFormulaEscaping.machineFields.contains(field), let text = SpreadsheetTextCell.unwrapped(cell) {
                    values[field] = text
                } else {
                    values[field] = CSVFormulaEscaping.unescaped(cell, field: field)
                }
            }
            return Record(line: record.line, row: record.row, values: values, problems: [])
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
                    problems.append(FieldProblem(field: field, message: "is not a string"))
                }
            }
            return Record(line: line, row: nil, values: problems.isEmpty ? values : nil, problems: problems)
        }
        return nil
    }
}
