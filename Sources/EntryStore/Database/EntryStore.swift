import AddressKit
import Foundation
import GRDB

/// The saved entries and the draft, in one SQLite file (GRDB `DatabasePool`, WAL, durable commits).
///
/// Open it once per process and share it: it is `Sendable`, reads run concurrently with writes
/// (WAL), and each write is one transaction committed with `synchronous = FULL`, so a saved
/// entry survives a power cut. A damaged file, or one of a newer schema, is refused with an
/// `EntryStoreError` and never written to.
public final class EntryStore: Sendable {
    /// The database file.
    public let url: URL
    /// GRDB's pool: one writer, several readers. Sendable (GRDB serialises access itself).
    let pool: DatabasePool

    /// The file path, as messages name it.
    var path: String { url.path }
    /// The files and folder whose permissions were found open to other users and were made
    /// private on opening (the app says so once); empty when all was as it should be.
    public let tightenedPermissions: [String]
    /// Whether the database was opened read-only (`init(url:readOnly:)`).
    public let isReadOnly: Bool
    /// Whether the schema has imports (v4): false only for an older database opened read-only.
    let tracksImports: Bool
    /// Whether the schema has the search backlog (v13): false only for an older database
    /// opened read-only.
    let tracksSearchBacklog: Bool
    /// Duplicate keys a pull computed ahead of its write (`PreparedPulledPage`).
    let duplicateKeys: DuplicateKeyHandOver

    /// Opens (or creates, with its folders) the database at `url` and migrates it to the
    /// current schema; refuses corrupt, foreign and newer-schema files without touching them.
    /// Imports left hidden by a process that died are taken back (`ImportRun`) in the
    /// background: their entries are hidden already, and the window must not wait for them.
    ///
    /// With `readOnly`, for commands that only read (export): the file must exist, and nothing
    /// is written, migrated or created, not even SQLite's -wal and -shm files
    /// (`ReadOnlyOpening`), so that a read-only file or folder can be exported.
    public init(url: URL, readOnly: Bool = false) throws {
        let handOver = DuplicateKeyHandOver()
        duplicateKeys = handOver
        self.url = url
        isReadOnly = readOnly
        let path = url.path
        let folder = url.deletingLastPathComponent()
        if readOnly {
            tightenedPermissions = []
            let applied: Set<String>
            (pool, applied) = try ReadOnlyOpening.open(url)
            tracksImports = applied.contains("v4")
            tracksSearchBacklog = applied.contains("v13")
            return
        }
        tracksImports = true
        tracksSearchBacklog = true
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw EntryStoreError.cannotCreateFolder(path: folder.path, reason: error.localizedDescription)
        }
        tightenedPermissions = PrivateFiles.secure(databasePath: path, folder: folder)
        if case let .sqlite(header) = try DatabaseFileInspector.inspect(path: path) {
            try Self.checkHeader(header, path: path)
            // Without a -wal file the header is current and enough for our own databases; a
            // -wal file (unclean shutdown) or a database without our id needs SQLite's view.
            let hasWAL = FileManager.default.fileExists(atPath: path + "-wal")
            if hasWAL || header.applicationID == 0 {
                try Self.checkExisting(path: path)
            }
        }
        var configuration = Configuration()
        configuration.label = "EntryStore"
        // The GUI and a CLI import may write at the same time: wait for the lock instead of
        // failing at once with "database is locked".
        configuration.busyMode = .callback(LockWaiting.shouldRetry)
        configuration.prepareDatabase { db in
            // FULL: a commit is on disk before it returns (NORMAL could lose the last commits
            // on power loss in WAL mode).
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // Entries are personal data: a deleted one (a kiosk's, once the server has it) is
            // overwritten in the file, not left in its free pages.
            try db.execute(sql: "PRAGMA secure_delete = ON")
            // The v8 duplicate_key column is computed by this function.
            db.add(function: DuplicateKeySchema.function(handOver: handOver))
            db.add(function: SearchBacklogMatch.function)
            db.add(function: OfficeFieldsSchema.valuesFunction)
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            let migrator = EntrySchema.migrator
            let (unknown, current) = try pool.read { db in
                (
                    try migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted(),
                    try migrator.hasCompletedMigrations(db)
                )
            }
            if !unknown.isEmpty {
                throw EntryStoreError.newerSchema(
                    path: path, found: EntrySchema.version + 1, supported: EntrySchema.version, unknownMigrations: unknown)
            }
            // Only a database to upgrade needs the write lock: opening a current one while an
            // import writes must not wait for it (the window would not appear).
            if !current { try migrator.migrate(pool) }
        } catch {
            throw Self.storeError(error, path: path)
        }
        // One read (the usual answer: none); the taking back, when there is one, in the background.
        let abandoned = try ImportRun.abandoned(in: self)
        if !abandoned.isEmpty {
            let store = self
            DispatchQueue.global(qos: .utility).async { try? ImportRun.rollBack(abandoned, in: store) }
        }
        // Rows a stopped pull left out of the search index are indexed by the next sync pass;
        // on a desk whose server is gone meanwhile, here (search finds them either way).
        if try mapped({ try pool.read(hasSearchBacklog(in:)) }) {
            let store = self
            DispatchQueue.global(qos: .utility).async { try? store.indexSearchBacklog() }
        }
    }

    /// Undoes the import numbered `id` (`ImportReport.importID`): removes the entries it added
    /// and puts back, as they were, the entries it replaced. An entry edited after the import
    /// is left as edited. Throws `unknownImport` for a number with no finished import.
    public func undoImport(id: Int64) throws {
        guard !isReadOnly else { throw EntryStoreError.readOnly(path: path) }
        try ImportRun.undo(id: id, in: self)
    }

    /// Refuses, from the header alone (no SQLite, so no -wal or -shm file is created), a database
    /// of another application or of a newer schema.
    static func checkHeader(_ header: DatabaseFileInspector.Header, path: String) throws {
        if header.applicationID != 0 && header.applicationID != EntrySchema.applicationID {
            throw EntryStoreError.foreignDatabase(
                path: path, reason: "application id \(header.applicationID), expected \(EntrySchema.applicationID)")
        }
        if header.userVersion > EntrySchema.version {
            throw EntryStoreError.newerSchema(
                path: path, found: header.userVersion, supported: EntrySchema.version, unknownMigrations: [])
        }
    }

    /// Reads an existing file read-only and refuses it if it is damaged, foreign or newer.
    private static func checkExisting(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                if applicationID != EntrySchema.applicationID {
                    if applicationID != 0 {
                        throw EntryStoreError.foreignDatabase(
                            path: path, reason: "application id \(applicationID), expected \(EntrySchema.applicationID)")
                    }
                    // An empty database (no tables yet) is fine to set up; anything else is not ours.
                    if !tables.isEmpty {
                        throw EntryStoreError.foreignDatabase(
                            path: path,
                            reason: "it has tables (\(tables.prefix(5).joined(separator: ", "))) but no EntryDesk application id")
                    }
                }
                let applied =
                    tables.contains("grdb_migrations")
                    ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
                let known = EntrySchema.migrator.migrations
                let unknown = applied.filter { !known.contains($0) }.sorted()
                if version > EntrySchema.version || !unknown.isEmpty {
                    throw EntryStoreError.newerSchema(
                        path: path, found: max(version, EntrySchema.version + (unknown.isEmpty ? 0 : 1)),
                        supported: EntrySchema.version, unknownMigrations: unknown)
                }
            }
        } catch {
            throw storeError(error, path: path)
        }
    }

    /// Maps GRDB/SQLite failures to `EntryStoreError`s naming the file; other errors (such as
    /// a failed write of an export while reading) pass through unchanged.
    static func storeError(_ error: any Error, path: String) -> any Error {
        guard let databaseError = error as? DatabaseError else { return error }
        let reason = databaseError.message ?? "SQLite error \(databaseError.resultCode.rawValue)"
        switch databaseError.resultCode {
        case .SQLITE_NOTADB: return EntryStoreError.notADatabase(path: path, reason: reason)
        case .SQLITE_CORRUPT: return EntryStoreError.corrupt(path: path, reason: reason)
        case .SQLITE_BUSY: return EntryStoreError.locked(path: path)
        default: return EntryStoreError.database(path: path, reason: reason)
        }
    }

    /// Runs `body`, mapping database failures to `EntryStoreError`.
    func mapped<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw Self.storeError(error, path: path) }
    }

    // MARK: Defaults

    /// The database used when none is given: `ENTRYDESK_DATABASE`, else
    /// `$XDG_DATA_HOME/entrydesk/entries.sqlite3`, else `~/.local/share/entrydesk/entries.sqlite3`.
    public static func defaultDatabaseURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let explicit = environment["ENTRYDESK_DATABASE"], !explicit.isEmpty {
            return URL(fileURLWithPath: (explicit as NSString).expandingTildeInPath)
        }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share", isDirectory: true)
        }
        return dataHome.appendingPathComponent("entrydesk", isDirectory: true)
            .appendingPathComponent("entries.sqlite3")
    }

    /// The schema version of the open database (`PRAGMA user_version`).
    public func schemaVersion() throws -> Int {
        try mapped { try pool.read { try Int.fetchOne($0, sql: "PRAGMA user_version") ?? 0 } }
    }

    /// Reads every page and checks the search index against the entries; throws `corrupt` if
    /// SQLite finds damage (slow on big files: run it on request, not at start-up).
    public func verifyIntegrity() throws {
        let result = try mapped { try pool.read { try String.fetchAll($0, sql: "PRAGMA quick_check") } }
        if result != ["ok"] {
            throw EntryStoreError.corrupt(path: path, reason: result.prefix(3).joined(separator: "; "))
        }
        do {
            // FTS5 runs its check as a special INSERT, hence the writer; it changes nothing.
            // Rank 1 also compares the index with the entries, which rows waiting in the search
            // backlog would fail; with a backlog, the index is checked by itself.
            try pool.write { db in
                let againstEntries = try hasSearchBacklog(in: db) ? 0 : 1
                try db.execute(sql: "INSERT INTO entry_fts(entry_fts, rank) VALUES ('integrity-check', \(againstEntries))")
            }
        } catch let error as DatabaseError {
            throw EntryStoreError.corrupt(path: path, reason: "search index: \(error.message ?? "integrity check failed")")
        }
    }
}
