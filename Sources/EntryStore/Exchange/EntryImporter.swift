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
        let bytes: [UInt8]
        do {
            bytes = try Self.readBytes(at: url)
        } catch {
            throw ImportError.unreadable(path: url.path, reason: Self.reason(error))
        }
        let format = format ?? EntryFileFormat(fileExtensionOf: url) ?? EntryFileFormat(sniffing: bytes.prefix(4096))
        return try importBytes(bytes, format: format, path: url.path, now: now)
    }

    /// The file's bytes, read straight into one array (no intermediate `Data` copy).
    private static func readBytes(at url: URL) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        if let size = try? handle.seekToEnd(), size > 0 {
            bytes.reserveCapacity(Int(size))
            try handle.seek(toOffset: 0)
        }
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            bytes.append(contentsOf: chunk)
        }
        return bytes
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
                var rejected: [ImportReport.RejectedRow] = []
                var seenIDs: [UUID: Int] = [:]
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
                    if try EntryStore.upsert(try EntryStore.normalizedForStorage(entry), in: db) {
                        inserted += 1
                    } else {
                        replaced += 1
                    }
                }
                return ImportReport(rowsRead: rowsRead, inserted: inserted, replaced: replaced, rejected: rejected)
            }
        }
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
