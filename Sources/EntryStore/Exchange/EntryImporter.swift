import Foundation

/// Imports entries from CSV or JSON Lines: validates every row, then writes the valid ones in
/// one transaction.
///
/// A file that cannot be read or is syntactically broken throws `ImportError` before anything
/// is written. Invalid rows are returned in the report with their line and problems; the valid
/// rows are still imported, all together or (if the database fails) not at all. A row whose id
/// is already saved replaces that entry, so importing an export again changes nothing.
public struct EntryImporter: Sendable {
    /// The store imported into.
    public let store: EntryStore
    /// Checks each row's entry (the app injects AddressKit/AmountKit-backed validation here).
    public let validator: any EntryValidator

    /// An importer into `store` validating with `validator`.
    public init(store: EntryStore, validator: any EntryValidator = BasicEntryValidator()) {
        self.store = store
        self.validator = validator
    }

    /// Imports the file at `url`; the format comes from `format`, else the extension, else
    /// the contents.
    public func importFile(at url: URL, format: EntryFileFormat? = nil, now: Date = Date()) throws -> ImportReport {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ImportError.unreadable(path: url.path, reason: "no such file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError.unreadable(path: url.path, reason: Self.reason(error))
        }
        let format = format ?? EntryFileFormat(fileExtensionOf: url) ?? EntryFileFormat(sniffing: data.prefix(4096))
        return try importData(data, format: format, path: url.path, now: now)
    }

    /// Imports file contents already in memory; `path` names the source in messages.
    public func importData(_ data: Data, format: EntryFileFormat, path: String, now: Date = Date()) throws -> ImportReport {
        let bytes = [UInt8](data)
        if let line = Self.firstInvalidUTF8Line(bytes) {
            throw ImportError.notUTF8(path: path, line: line)
        }
        let records: [(line: Int, values: [EntryField: String]?, problems: [FieldProblem])]
        switch format {
        case .csv: records = try Self.csvRecords(bytes, path: path)
        case .jsonl: records = try Self.jsonRecords(bytes, path: path)
        }

        let decoder = EntryRecordDecoder(now: now)
        var accepted: [Entry] = []
        var rejected: [ImportReport.RejectedRow] = []
        var seenIDs: [UUID: Int] = [:]
        for record in records {
            guard let values = record.values, record.problems.isEmpty else {
                rejected.append(.init(line: record.line, problems: record.problems))
                continue
            }
            let decoded = decoder.entry(from: values)
            let entry = decoded.entry
            // The decoder's reading problems come first; the validator's own view of a field
            // the decoder already refused would only repeat it.
            let unreadable = Set(decoded.problems.compactMap(\.field))
            var problems = decoded.problems
                + validator.problems(in: entry).filter { $0.field.map { !unreadable.contains($0) } ?? true }
            if let first = seenIDs[entry.id] {
                problems.append(FieldProblem(field: .id, message: "the same id is already on line \(first)"))
            }
            if problems.isEmpty {
                seenIDs[entry.id] = record.line
                accepted.append(entry)
            } else {
                rejected.append(.init(line: record.line, problems: problems))
            }
        }
        let written = accepted.isEmpty ? (inserted: 0, replaced: 0) : try store.upsert(accepted)
        return ImportReport(rowsRead: records.count, inserted: written.inserted, replaced: written.replaced, rejected: rejected)
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }

    /// The line of the first byte that is not UTF-8, or nil when all of it is.
    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    private static func csvRecords(_ bytes: [UInt8], path: String) throws -> [(line: Int, values: [EntryField: String]?, problems: [FieldProblem])] {
        let records: [CSVParser.Record]
        do {
            records = try CSVParser.parse(bytes)
        } catch {
            throw ImportError.brokenCSV(path: path, line: error.line, reason: error.reason)
        }
        guard let header = records.first else { return [] }
        var columns: [EntryField] = []
        for name in header.fields {
            let key = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let field = EntryField(rawValue: key) else {
                throw ImportError.badHeader(
                    path: path, reason: "unknown column '\(key.prefix(40))' (expected some of: \(EntryField.columnNames.joined(separator: ", ")))")
            }
            guard !columns.contains(field) else {
                throw ImportError.badHeader(path: path, reason: "column '\(key)' appears twice")
            }
            columns.append(field)
        }
        return records.dropFirst().map { record in
            guard record.fields.count == columns.count else {
                let problem = FieldProblem(field: nil, message: "has \(record.fields.count) fields, the header has \(columns.count)")
                return (record.line, nil, [problem])
            }
            return (record.line, Dictionary(uniqueKeysWithValues: zip(columns, record.fields)), [])
        }
    }

    private static func jsonRecords(_ bytes: [UInt8], path: String) throws -> [(line: Int, values: [EntryField: String]?, problems: [FieldProblem])] {
        var result: [(line: Int, values: [EntryField: String]?, problems: [FieldProblem])] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            defer {
                start = end + 1
                line += 1
            }
            let isBlank = bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if isBlank { continue }
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
            result.append((line, problems.isEmpty ? values : nil, problems))
        }
        return result
    }
}
