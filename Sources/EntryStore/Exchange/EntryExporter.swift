import Foundation
import GRDB

/// How far an export is: (written, total); return false to cancel it. Called on the thread
/// that exports.
public typealias ExportProgress = @Sendable (_ written: Int, _ total: Int) -> Bool

/// Exports saved entries as CSV or JSON Lines, streaming from one consistent database snapshot.
/// CSV is written in a `CSVDialect`: plain (what programs read) unless told otherwise.
///
/// The GUI calls `export(format:since:to:)` with the URL from its file chooser; the CLI also
/// writes to standard output with `export(format:since:to handle:)`.
public struct EntryExporter: Sendable {
    /// The store exported from.
    public let store: EntryStore
    /// How many entries are written between two progress reports.
    static let progressInterval = 500

    /// An exporter for `store`.
    public init(store: EntryStore) {
        self.store = store
    }

    /// Writes the entries changed at or after `since` (all when nil), of `batch` only when one is
    /// given, oldest first, to `url`. After the built-in columns come the office's fields:
    /// `officeFields` (the form's, in its order), then every other key the entries hold, sorted,
    /// then `form_version` and `rule_reasons` (`ExportColumns`).
    ///
    /// Writes a temporary file beside `url`, flushes it to disk and renames it over `url`, so a
    /// failed export never leaves a half-written file. Returns how many entries were written.
    /// The export holds personal data: a new file is readable by its owner only (0600), a file
    /// replaced keeps its permissions, and a symbolic link is followed (the file it names is
    /// replaced, the link stays).
    /// Refuses (`ExportError.refusedTarget`, nothing written) a `url` that is the store's own
    /// database or one of its companion files, any SQLite database, or not a regular file:
    /// the rename would destroy it.
    ///
    /// `progress` is called every few hundred entries with how many are written and how many
    /// there are; returning false cancels the export (`ExportError.cancelled`), and nothing is
    /// left behind: the destination stays as it was.
    @discardableResult
    public func export(
        format: EntryFileFormat, dialect: CSVDialect = .plain, since: Date? = nil, batch: Batch? = nil,
        officeFields: [OfficeFieldColumn] = [], to url: URL, progress: ExportProgress? = nil
    ) throws -> Int {
        try replacing(url) { handle in
            try write(
                format: format, dialect: dialect, since: since, batch: batch, officeFields: officeFields, to: handle,
                progress: progress)
        }
    }

    /// Writes `url` through `body` (which returns how many entries it wrote) as `export(format:…to:)`
    /// says: a temporary file beside it, flushed and renamed over it, with its permissions.
    func replacing(_ url: URL, body: (FileHandle) throws -> Int) throws -> Int {
        try ExportTarget.check(url, store: store)
        let destination = url.resolvingSymlinksInPath()
        let folder = destination.deletingLastPathComponent()
        ExportTemporaryFile.removeLeftovers(for: destination)
        let temporary = ExportTemporaryFile.url(for: destination)
        var existing = stat()
        let permissions = stat(destination.path, &existing) == 0 ? Int(existing.st_mode & 0o7777) : 0o600
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: nil,
                attributes: [.posixPermissions: permissions])
        else {
            throw ExportError.cannotWrite(path: url.path, reason: "cannot create a file in \(folder.path)")
        }
        var renamed = false
        defer { if !renamed { try? FileManager.default.removeItem(at: temporary) } }
        let count: Int
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            count = try body(handle)
            try handle.synchronize()
        } catch let error as EntryStoreError {
            throw error
        } catch ExportError.cancelled {
            throw ExportError.cancelled
        } catch let ExportError.tooManyForASpreadsheet(count, limit) {
            throw ExportError.tooManyForASpreadsheet(count: count, limit: limit)
        } catch {
            throw ExportError.cannotWrite(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            throw ExportError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
        renamed = true
        return count
    }

    /// Writes the entries changed at or after `since` (all when nil), oldest first, to `handle`
    /// (standard output for the CLI).
    @discardableResult
    public func export(
        format: EntryFileFormat, dialect: CSVDialect = .plain, since: Date? = nil, batch: Batch? = nil,
        officeFields: [OfficeFieldColumn] = [], to handle: FileHandle
    ) throws -> Int {
        do {
            return try write(
                format: format, dialect: dialect, since: since, batch: batch, officeFields: officeFields, to: handle)
        } catch let error as EntryStoreError {
            throw error
        } catch {
            throw ExportError.cannotWrite(path: "the output", reason: error.localizedDescription)
        }
    }

    /// Streams the export; file errors are thrown as they come, for the callers to name the file.
    private func write(
        format: EntryFileFormat, dialect: CSVDialect, since: Date?, batch: Batch?, officeFields: [OfficeFieldColumn],
        to handle: FileHandle, progress: ExportProgress? = nil
    ) throws -> Int {
        let sink = ByteSink(handle: handle)
        var writer: EntryRecordWriter?
        let count = try forEachEntry(
            since: since, batch: batch, progress: progress,
            begin: { found in
                writer = EntryRecordWriter(
                    format: format, dialect: dialect, sink: sink, columns: ExportColumns(requested: officeFields, found: found))
                try writer?.writeHeader()
            }
        ) { try writer?.write($0) }
        try sink.flush()
        return count
    }

    /// Hands the entries changed at or after `since` (all when nil), of `batch` only when one is
    /// given, oldest first, from one consistent snapshot, to `body`; returns how many there
    /// were. Before the first, `begin` is told the office field keys those entries hold (from
    /// the same snapshot: the columns are known before any row is written). Throws
    /// `ExportError.tooManyForASpreadsheet` before the first when there are more than `limit`,
    /// and `ExportError.cancelled` when `progress` says so.
    func forEachEntry(
        since: Date?, batch: Batch?, limit: Int? = nil, progress: ExportProgress?,
        begin: (Set<String>) throws -> Void = { _ in }, _ body: (Entry) throws -> Void
    ) throws -> Int {
        let path = store.path
        var count = 0
        try store.mapped {
            try store.pool.read { db in
                var filter = since == nil ? "WHERE 1" : "WHERE updated_at >= ?"
                var arguments: StatementArguments = since.map { [$0.epochMilliseconds] } ?? []
                if let batch {
                    filter += " AND id IN (SELECT entry_id FROM entry_batch WHERE batch_id = ?)"
                    arguments += [batch.id.uuidString.lowercased()]
                }
                filter += try store.database.visibleEntriesClause(in: db, joining: true)
                // The same snapshot as the rows: the total the progress counts towards.
                let total =
                    progress == nil && limit == nil
                    ? 0 : try Int.fetchOne(db, sql: "SELECT count(*) FROM entry \(filter)", arguments: arguments) ?? 0
                if let limit, total > limit { throw ExportError.tooManyForASpreadsheet(count: total, limit: limit) }
                if let progress, !progress(0, total) { throw ExportError.cancelled }
                // The filter in a subquery of its own: json_each has an `id` column too. Entries
                // without office fields (the default '{}') are passed over before any JSON is read.
                let keys = try String.fetchAll(
                    db,
                    sql: """
                        SELECT DISTINCT field.key
                        FROM (SELECT office_fields FROM entry \(filter) AND office_fields <> '{}') AS exported,
                             json_each(exported.office_fields) AS field
                        """, arguments: arguments)
                try begin(Set(keys))
                let rows = try Row.fetchCursor(
                    db,
                    sql: "SELECT \(EntryStore.selectColumns) FROM entry \(filter) ORDER BY created_at, seq",
                    arguments: arguments)
                while let row = try rows.next() {
                    try body(try EntryStore.entry(from: row, path: path))
                    count += 1
                    if let progress, count % Self.progressInterval == 0, !progress(count, total) { throw ExportError.cancelled }
                }
                if let progress { _ = progress(count, total) }
            }
        }
        return count
    }
}
