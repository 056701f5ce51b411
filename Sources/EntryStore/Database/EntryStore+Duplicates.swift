import Foundation
import GRDB

/// A new entry not written because one with its duplicate key was created lately (the same
/// payment keyed twice, by `DuplicateKey`): `earlier` is the newest such entry.
public struct RecentDuplicate: Error, Hashable, Sendable {
    public let earlier: Entry
}

extension EntryStore {
    /// The newest saved entry with `entry`'s duplicate key created at or after `start`, other
    /// than `entry` itself (an edit never matches the entry being edited); nil when none.
    /// One range of the `entry_duplicate_key` index (digests: each entry found there is checked
    /// for the key itself).
    public func recentDuplicate(of entry: Entry, createdSince start: Date) throws -> Entry? {
        try mapped { try pool.read { db in try recentDuplicate(of: entry, createdSince: start, in: db) } }
    }

    func recentDuplicate(of entry: Entry, createdSince start: Date, in db: Database) throws -> Entry? {
        let key = DuplicateKey.of(entry)
        let candidates = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(Self.selectColumns) FROM entry INDEXED BY entry_duplicate_key
                WHERE duplicate_key = ? AND created_at >= ? AND id != ?\(try database.visibleEntriesClause(in: db, joining: true))
                ORDER BY created_at DESC
                """,
            arguments: [DuplicateKeySchema.digest(ofKey: key), start.epochMilliseconds, entry.id.uuidString.lowercased()]
        )
        while let row = try candidates.next() {
            let found = try Self.entry(from: row, path: path)
            if DuplicateKey.of(found) == key { return found }
        }
        return nil
    }
}
