import Foundation
import GRDB

/// Opens an entry database for reading only, creating nothing beside it (issue 18, item 6):
/// opened plainly read-only, SQLite would create the -wal and -shm files of a WAL database
/// where the folder lets it (always, for root), and fail ("attempt to write a readonly
/// database") where neither file nor folder can be written.
enum ReadOnlyOpening {
    /// The pool over `url` and whether its schema has imports (v4); refuses what
    /// `EntryStore(url:)` refuses (not a database, another application's, a newer schema).
    static func open(_ url: URL) throws -> (DatabasePool, tracksImports: Bool) {
        let path = url.path
        guard case let .sqlite(header) = try DatabaseFileInspector.inspect(path: path) else {
            throw EntryStoreError.notADatabase(path: path, reason: "there is no database file")
        }
        try EntryStore.checkHeader(header, path: path)
        var configuration = Configuration()
        configuration.label = "EntryStore"
        configuration.readonly = true
        do {
            let pool = try DatabasePool(path: sqlitePath(for: url), configuration: configuration)
            let applied = try pool.read { try EntrySchema.migrator.appliedIdentifiers($0) }
            let unknown = applied.subtracting(EntrySchema.migrationIdentifiers)
            if !unknown.isEmpty {
                throw EntryStoreError.newerSchema(path: path, found: EntrySchema.version + 1,
                                                  supported: EntrySchema.version, unknownMigrations: unknown.sorted())
            }
            return (pool, applied.contains("v4"))
        } catch {
            throw EntryStore.storeError(error, path: path)
        }
    }

    /// The name SQLite opens (a URI: Debian's SQLite takes them, `SQLITE_USE_URI`). Without a
    /// -wal file no process has the database open (SQLite removes it when the last one
    /// closes; a crash leaves it), so `immutable=1` reads the file as it is, with no locks and
    /// no -shm file. With one, `mode=ro` reads the file and its -wal through the -shm file
    /// that is already there, as SQLite must to see the last commits.
    static func sqlitePath(for url: URL) -> String {
        let hasWAL = FileManager.default.fileExists(atPath: url.path + "-wal")
        return "file:\(escaped(url.path))?\(hasWAL ? "mode=ro" : "immutable=1")"
    }

    /// `path` with the characters a URI gives a meaning (%, ?, #) percent-encoded.
    private static func escaped(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
