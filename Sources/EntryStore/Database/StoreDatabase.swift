import Foundation
import GRDB

/// The one database file every part of the store reads and writes: the entries
/// (`EntryStore`), the drafts, the batches, the operators, the team sync and the search index
/// each hold this, so that they share its pool, its facts about the schema and the helpers more
/// than one of them needs.
///
/// `EntryStore` opens, migrates and guards the file, then hands it to each part.
final class StoreDatabase: Sendable {
    /// The database file.
    let url: URL
    /// GRDB's pool: one writer, several readers. Sendable (GRDB serialises access itself).
    let pool: DatabasePool
    /// Whether the database was opened read-only (`EntryStore.init(url:readOnly:)`).
    let isReadOnly: Bool
    /// Whether the schema has imports (v4): false only for an older database opened read-only.
    let tracksImports: Bool
    /// Whether the schema has the search backlog (v13): false only for an older database
    /// opened read-only.
    let tracksSearchBacklog: Bool
    /// Duplicate keys a pull computed ahead of its write (`PreparedPulledPage`).
    let duplicateKeys: DuplicateKeyHandOver

    init(
        url: URL, pool: DatabasePool, isReadOnly: Bool, tracksImports: Bool, tracksSearchBacklog: Bool,
        duplicateKeys: DuplicateKeyHandOver
    ) {
        self.url = url
        self.pool = pool
        self.isReadOnly = isReadOnly
        self.tracksImports = tracksImports
        self.tracksSearchBacklog = tracksSearchBacklog
        self.duplicateKeys = duplicateKeys
    }

    /// The file path, as messages name it.
    var path: String { url.path }

    /// Runs `body`, mapping database failures to `EntryStoreError`.
    func mapped<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw Self.storeError(error, path: path) }
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
}
