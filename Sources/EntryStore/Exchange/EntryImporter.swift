import Foundation

/// Imports entries from CSV or JSON Lines: validates every row, then writes the valid ones in
/// one transaction.
///
/// A file that cannot be read or is syntactically broken throws `ImportError` before anything
/// is written. Invalid rows are returned in the report with their line and problems; the valid
/// rows are still imported, all together or (if the database fails) not at all.
///
/// A row whose id is already saved replaces that entry, so importing an export again changes
/// nothing, unless the saved entry was changed later than the row says (its `updated_at` is
/// newer): then the saved entry is kept. A row without an id that is identical to an entry
/// saved before the import is skipped, so importing such a file twice adds its rows once.
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
        let bytes = try ImportFileReader.readBytes(at: url)
        let format = format ?? EntryFileFormat(fileExtensionOf: url) ?? EntryFileFormat(sniffing: bytes.prefix(4096))
        return try importBytes(bytes, format: format, path: url.path, now: now)
    }

    /// Imports file contents already in memory; `path` names the source in messages.
    ///
    /// Rows are read, checked and written one at a time inside a single transaction, so memory
    /// does not grow with the file; a syntax error anywhere rolls the whole transaction back.
    public func importData(_ data: Data, format: EntryFileFormat, path: String, now: Date = Date()) throws -> ImportReport {
        try importBytes([UInt8](data), format: format, path: path, now: now)
    }

    private func importBytes(_ bytes: [UInt8], format: EntryFileFormat, path: String, now: Date) throws -> ImportReport {
        if let line = Self.firstInvalidUTF8Line(bytes) {
            throw ImportError.notUTF8(path: path, line: line)
        }
        var records = try RecordReader(bytes: bytes, format: format, path: path)
        let decoder = EntryRecordDecoder(now: now)
        let validator = validator
        return try store.mapped {
            try store.pool.write { db in
                var rowsRead = 0
                var inserted = 0
                var replaced = 0
                var alreadySaved = 0
                var keptNewer = 0
                var rejected: [ImportReport.RejectedRow] = []
                var seenIDs: [UUID: Int] = [:]
                // Rows without an id are compared with the entries saved before this import
                // only (see SavedContentIndex), read when the first such row comes.
                let lastSavedSequence = try Int64.fetchOne(db, sql: "SELECT max(seq) FROM entry") ?? 0
                var savedContent: SavedContentIndex?
                while let record = try records.next() {
                    rowsRead += 1
                    guard let values = record.values, record.problems.isEmpty else {
                        rejected.append(.init(line: record.line, problems: record.problems))
                        continue
                    }
                    let decoded = decoder.entry(from: values)
                    let entry = decoded.entry
                    // The decoder's reading problems come first; the validator's own view of a
                    // field the decoder already refused would only repeat it.
                    let unreadable = Set(decoded.problems.compactMap(\.field))
                    var problems = decoded.problems
                        + validator.problems(in: entry).filter { $0.field.map { !unreadable.contains($0) } ?? true }
                    if let first = seenIDs[entry.id] {
                        problems.append(FieldProblem(field: .id, message: "the same id is already on line \(first)"))
                    }
                    guard problems.isEmpty else {
                        rejected.append(.init(line: record.line, problems: problems))
                        continue
                    }
                    seenIDs[entry.id] = record.line
                    let stored = try EntryStore.normalizedForStorage(entry)
                    if !decoded.hasID {
                        let index = try savedContent ?? SavedContentIndex(db: db, upTo: lastSavedSequence, path: store.path)
                        savedContent = index
                        if try index.containsEntry(
                            like: stored, comparingCreatedAt: decoded.hasCreatedAt,
                            comparingUpdatedAt: decoded.hasUpdatedAt, in: db) {
                            alreadySaved += 1
                            continue
                        }
                    }
                    switch try EntryStore.upsert(stored, keepingSavedCreationTime: !decoded.hasCreatedAt, in: db) {
                    case .inserted: inserted += 1
                    case .replaced: replaced += 1
                    case .keptNewer: keptNewer += 1
                    }
                }
                return ImportReport(
                    rowsRead: rowsRead, inserted: inserted, replaced: replaced, alreadySaved: alreadySaved,
                    keptNewer: keptNewer, rejected: rejected)
            }
        }
    }

    /// The line of the first byte that is not UTF-8, or nil when all of it is.
    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        // ASCII fast path; the decoder only runs when a non-ASCII byte appears.
        if !bytes.contains(where: { $0 >= 0x80 }) { return nil }
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
}
