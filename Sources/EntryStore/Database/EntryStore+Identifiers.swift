import Foundation
import GRDB

extension EntryStore {
    /// The ids of the entries `search(_:)` finds for `text` (all entries for empty text), newest
    /// first, as their text: the keys of a virtualised list, which then reads only the rows on
    /// screen. Text, not UUIDs: parsing 100,000 ids would double the time and the list wants text.
    public func entryIDs(matching text: String) throws -> [String] {
        try mapped {
            try pool.read { db in
                if let pattern = SearchQuery(text).ftsPattern {
                    return try String.fetchAll(db, sql: """
                        SELECT id FROM entry INDEXED BY entry_newest
                        WHERE seq IN (SELECT rowid FROM entry_fts WHERE entry_fts MATCH ?)
                        ORDER BY created_at DESC, seq DESC
                        """, arguments: [pattern])
                }
                return try String.fetchAll(db, sql: "SELECT id FROM entry INDEXED BY entry_newest ORDER BY created_at DESC, seq DESC")
            }
        }
    }
}
