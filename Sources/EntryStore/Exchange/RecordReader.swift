import EntryForm
import Foundation

/// Reads import records one at a time: CSV records mapped through the header (`CSVHeader`:
/// the separator it uses, the names it gives the columns; formula escapes and text formulas
/// taken off text cells), or JSON Lines objects. Syntax errors throw `ImportError` (the whole
/// file is refused); field-level trouble (wrong field count, unknown or repeated keys,
/// non-string values) is a row problem. The office's fields of a record are one JSON object under
/// `officeFields` (`FieldTextJSON`), as the store keeps them.
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
    /// The office's fields the caller knows (the form's), by key and label.
    private let officeNames: OfficeColumnNames

    /// A reader over UTF-8 `bytes`; reads the CSV header at once (an unknown column throws).
    /// Columns and keys named by the keys in `office`, columns titled by its labels, and in an
    /// export's file any named like a key, are office fields (`CSVHeader`).
    init(
        bytes: [UInt8], format: EntryFileFormat, path: String, mapping: ImportColumnMapping? = nil,
        office: OfficeColumnNames = OfficeColumnNames()
    ) throws {
        self.path = path
        officeNames = office
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
                header = try CSVHeader(names: names, separator: separator, office: officeNames)
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
            var office: [String: String] = [:]
            for (index, (field, cell)) in zip(columns, record.fields).enumerated() {
                if field == nil, let key = header.officeKeys[index] {
                    office[key] = Self.text(ofCell: cell, field: .officeFields)
                    continue
                }
                guard let field else {
                    if header.leavesOutUnmapped { continue }
                    // Under a header cell left empty: dropping what it holds would lose it unsaid.
                    if cell.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                    let problem = FieldProblem(
                        field: nil, message: "has text in column \(index + 1), which the header leaves without a name")
                    return Record(line: record.line, row: record.row, values: nil, problems: [problem])
                }
                values[field] = Self.text(ofCell: cell, field: field)
            }
            if let problem = Self.merge(office, into: &values) {
                return Record(line: record.line, row: record.row, values: nil, problems: [problem])
            }
            return Record(line: record.line, row: record.row, values: values, problems: [])
        case .jsonl:
            return try nextJSON()
        }
    }

    /// The text of a CSV cell of `field`: formula escapes and text formulas taken off.
    private static func text(ofCell cell: String, field: EntryField) -> String {
        if !CSVFormulaEscaping.machineFields.contains(field), let text = SpreadsheetTextCell.unwrapped(cell) { return text }
        return CSVFormulaEscaping.unescaped(cell, field: field)
    }

    /// Puts the office fields of their own columns or keys into `values[.officeFields]`, with
    /// those of an `office_fields` object the record may also have; a problem when that is
    /// no object, or names a field a column of its own also gives.
    private static func merge(_ office: [String: String], into values: inout [EntryField: String]) -> FieldProblem? {
        guard !office.isEmpty else { return nil }
        var merged = office
        if let text = values[.officeFields] {
            guard let object = FieldTextJSON.decoded(text) else { return nil }  // the decoder reports it
            for (key, value) in object {
                if merged[key] != nil { return FieldProblem(field: .officeFields, message: "gives '\(key)' again") }
                merged[key] = value
            }
        }
        values[.officeFields] = FieldTextJSON.encoded(merged)
        return nil
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
            var office: [String: String] = [:]
            var problems: [FieldProblem] = []
            // As in a CSV file: in an export's line, any key named like one is an office field.
            let writtenByExport = members.contains { $0.key == EntryField.formVersion.rawValue }
            for (key, value) in members {
                guard let field = EntryField(rawValue: key) else {
                    guard OfficeFieldKey.isValid(key), officeNames.keys.contains(key) || writtenByExport else {
                        problems.append(FieldProblem(field: nil, message: "unknown key '\(key.prefix(40))'"))
                        continue
                    }
                    switch value {
                    case _ where office[key] != nil: problems.append(FieldProblem(field: .officeFields, message: "gives '\(key)' twice"))
                    case let .string(text): office[key] = text
                    case .null: break
                    case let .number(digits): office[key] = digits
                    case .bool, .nested: problems.append(FieldProblem(field: .officeFields, message: "gives '\(key)' as no string"))
                    }
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
            if problems.isEmpty, let problem = Self.merge(office, into: &values) { problems.append(problem) }
            return Record(line: line, row: nil, values: problems.isEmpty ? values : nil, problems: problems)
        }
        return nil
    }
}
