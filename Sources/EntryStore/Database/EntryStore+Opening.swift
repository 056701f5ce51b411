import Foundation
import GRDB

/// How the store opens its file: its folder and files made private, a damaged, foreign or
/// newer file refused untouched, the schema migrated, commits made durable.
extension EntryStore {
    /// Opens (or creates, with its folders) the database at `url` for writing, migrated to the
    /// current schema; and the files whose permissions were made private on the way.
    static func openForWriting(_ url: URL) throws -> (StoreDatabase, tightenedPermissions: [String]) {
        let handOver = DuplicateKeyHandOver()
        let path = url.path
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw EntryStoreError.cannotCreateFolder(path: folder.path, reason: error.localizedDescription)
        }
        let tightened = PrivateFiles.secure(databasePath: path, folder: folder)
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
        let pool: DatabasePool
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
            throw StoreDatabase.storeError(error, path: path)
        }
        let database = StoreDatabase(
            url: url, pool: pool, isReadOnly: false, tracksImports: true, tracksSearchBacklog: true, duplicateKeys: handOver)
        return (database, tightened)
    }

    /// Opens the database at `url` read-only (`ReadOnlyOpening`): nothing is written, migrated
    /// or created.
    static func openReadOnly(_ url: URL) throws -> StoreDatabase {
        let (pool, applied) = try ReadOnlyOpening.open(url)
        return StoreDatabase(
            url: url, pool: pool, isReadOnly: true, tracksImports: applied.contains("v4"),
            tracksSearchBacklog: applied.contains("v13"), duplicateKeys: DuplicateKeyHandOver())
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
            throw StoreDatabase.storeError(error, path: path)
        }
    }
}
