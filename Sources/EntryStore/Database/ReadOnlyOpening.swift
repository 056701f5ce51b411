import Foundation
import GRDB

/// Opens an entry database for reading only (`entrydesk export` of a database it may not write).
/// Nothing is written, migrated or cleaned up; a database that its file's or folder's permissions
/// keep from being written gains no -wal or -shm file either: opened plainly read-only, SQLite
/// creates them where it can (always, for root), and fails ("attempt to write a readonly database")
/// where it cannot.
enum ReadOnlyOpening {
    /// The pool over `url` and the migrations its schema has had; refuses what
    /// `EntryStore(url:)` refuses (not a database, another application's, a newer schema).
    static func open(_ url: URL) throws -> (DatabasePool, applied: Set<String>) {
        let path = url.path
        guard case let .sqlite(header) = try DatabaseFileInspector.inspect(path: path) else {
            throw EntryStoreError.notADatabase(path: path, reason: "there is no database file")
        }
        try EntryStore.checkHeader(header, path: path)
        var configuration = Configuration()
        configuration.label = "EntryStore"
        configuration.busyMode = .callback(LockWaiting.shouldRetry)
        configuration.prepareDatabase { db in
            db.add(function: SearchBacklogMatch.function)
            db.add(function: OfficeFieldsSchema.valuesFunction)
        }
        // Where the database could be written, it is opened as the window opens it (its -wal
        // and -shm files go when it closes, and it reads what a window writes meanwhile); only
        // the store's API keeps it from writing.
        let writable = isWritable(path) && isWritable(url.deletingLastPathComponent().path)
        configuration.readonly = !writable
        do {
            let pool = try DatabasePool(path: writable ? path : sqlitePath(for: url), configuration: configuration)
            let applied = try pool.read { try EntrySchema.migrator.appliedIdentifiers($0) }
            let unknown = applied.subtracting(EntrySchema.migrator.migrations)
            if !unknown.isEmpty {
                throw EntryStoreError.newerSchema(
                    path: path, found: EntrySchema.version + 1,
                    supported: EntrySchema.version, unknownMigrations: unknown.sorted())
            }
            return (pool, applied)
        } catch {
            throw StoreDatabase.storeError(error, path: path)
        }
    }

    /// The name SQLite opens for a database that cannot be written (a URI: Debian's SQLite
    /// takes them, `SQLITE_USE_URI`). Without a -wal file no process has it open (SQLite
    /// removes that file when the last one closes; a crash leaves it), and none can write it
    /// (no -wal can be created, or the file is read-only), so `immutable=1` reads the file as it
    /// is, with no locks and no -shm file. With one, `mode=ro` reads the file and its -wal
    /// through the -shm file already there, as SQLite must to see the last commits.
    static func sqlitePath(for url: URL) -> String {
        let hasWAL = FileManager.default.fileExists(atPath: url.path + "-wal")
        return "file:\(escaped(url.path))?\(hasWAL ? "mode=ro" : "immutable=1")"
    }

    /// Whether `path` may be written: by its permission bits (which bind root only by
    /// convention) and by `access` (for everyone else).
    private static func isWritable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & 0o222 != 0 && access(path, W_OK) == 0
    }

    /// `path` with the characters a URI gives a meaning (%, ?, #) percent-encoded.
    private static func escaped(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
