import Foundation
import GRDB

extension EntryStore {
    /// The ids of the entries `search(_:)` finds for `text` (all entries for empty text), newest
    /// first: the keys of a virtualised list, which then reads only the rows on screen.
    public func entryIDs(matching text: String) throws -> [UUID] {
        try mapped {
            try pool.read { db in
                let ids: [String]
                if let pattern = SearchQuery(text).ftsPattern {
                    ids = try String.fetchAll(db, sql: """
                        SELECT id FROM entry INDEXED BY entry_newest
                        WHERE seq IN (SELECT rowid FROM entry_fts WHERE entry_fts MATCH ?)
                        ORDER BY created_at DESC, seq DESC
                        """, arguments: [pattern])
                } else {
                    ids = try String.fetchAll(db, sql: "SELECT id FROM entry INDEXED BY entry_newest ORDER BY created_at DESC, seq DESC")
                }
                return ids.compactMap(UUID.init(uuidString:))
            }
        }
    }
}
