import Foundation
import GRDB

extension EntryStore {
    /// The entry with this id, or nil.
    public func entry(id: UUID) throws -> Entry? {
        try mapped {
            try pool.read { db in
                // Cached, as `entry(key:)`: an edit, an undo and a sync each read one entry by id.
                let sql = "SELECT \(Self.selectColumns) FROM entry WHERE id = ?\(try database.visibleEntriesClause(in: db, joining: true))"
                return try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [id.uuidString.lowercased()])
                    .map { try Self.entry(from: $0, path: path) }
            }
        }
    }

    /// How many entries are saved.
    public func count() throws -> Int {
        try mapped {
            try pool.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM entry\(try database.visibleEntriesClause(in: db))") ?? 0
            }
        }
    }

    /// Entries newest first (by `createdAt`), skipping `offset`: random access for a list model.
    public func entries(offset: Int = 0, limit: Int) throws -> [Entry] {
        try mapped {
            try pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT \(Self.selectColumns) FROM entry\(try database.visibleEntriesClause(in: db))
                        ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?
                        """,
                    arguments: [max(0, limit), max(0, offset)]
                ).map { try Self.entry(from: $0, path: path) }
            }
        }
    }

    /// A page of entries newest first, starting after `cursor` (nil: from the newest).
    ///
    /// Keyset paging: the cost does not grow with the position, and entries added meanwhile do
    /// not shift the pages already read.
    public func page(after cursor: EntryListCursor? = nil, limit: Int) throws -> EntryPage {
        let limit = max(1, limit)
        return try mapped {
            try pool.read { db in
                let rows: [Row]
                let visible = try database.visibleEntriesClause(in: db, joining: true)
                if let cursor {
                    rows = try Row.fetchAll(
                        db,
                        sql: """
                            SELECT \(Self.selectColumns) FROM entry
                            WHERE (created_at < ?1 OR (created_at = ?1 AND seq < ?2))\(visible)
                            ORDER BY created_at DESC, seq DESC LIMIT ?3
                            """,
                        arguments: [cursor.createdAt, cursor.seq, limit])
                } else {
                    rows = try Row.fetchAll(
                        db,
                        sql: "SELECT \(Self.selectColumns) FROM entry WHERE 1\(visible) ORDER BY created_at DESC, seq DESC LIMIT ?",
                        arguments: [limit])
                }
                let entries = try rows.map { try Self.entry(from: $0, path: path) }
                let next =
                    rows.count == limit
                    ? rows.last.map { EntryListCursor(createdAt: $0["created_at"], seq: $0["seq"]) } : nil
                return EntryPage(entries: entries, next: next)
            }
        }
    }

    /// The newest `limit` entries whose name, street, city, postcode or reference contain words
    /// starting with the words of `text` (diacritics and case ignored): what the saved-entries
    /// list shows first, read the way it reads them (`firstEntryKeys(matching:limit:)`, then
    /// the rows of those keys).
    ///
    /// Empty text (or text without letters or digits) lists every entry.
    public func search(_ text: String, limit: Int) throws -> [Entry] {
        let keys = try firstEntryKeys(matching: text, limit: limit).keys
        let rows = try entries(keys: keys)
        return keys.compactMap { rows[$0] }
    }

    /// Above this many matches, the first page of a search reads the newest entries a window at
    /// a time instead of sorting the matches: sorting costs about a microsecond per match (25 ms
    /// for 11,000 at a million entries), the windows the more the rarer the matches are (95 ms
    /// for 3,600 at a million, where sorting them took 14 ms).
    static let sortedSearchLimit = 10_000

    /// How many entries `search(_:)` finds for `text` (all entries for empty text).
    public func searchCount(_ text: String) throws -> Int {
        let query = SearchQuery(text)
        guard let pattern = query.ftsPattern else { return try count() }
        return try mapped { try pool.read { db in try matchCount(of: query, pattern: pattern, in: db) } }
    }

    /// How many visible entries match `query` (its FTS5 `pattern`: the index alone, unless an
    /// import is pending, whose entries are indexed too, or rows wait for the index).
    func matchCount(of query: SearchQuery, pattern: String, in db: Database) throws -> Int {
        let matching = try searchIndex.matchingSeqs(query, pattern: pattern, in: db)
        if matching.readsBacklog {
            return try Int.fetchOne(
                db,
                sql: "SELECT count(*) FROM entry WHERE seq IN (\(matching.sql))\(try database.visibleEntriesClause(in: db, joining: true))",
                arguments: matching.arguments) ?? 0
        }
        let sql =
            try database.visibleEntries(in: db).map {
                "SELECT count(*) FROM entry_fts JOIN entry ON entry.seq = entry_fts.rowid WHERE entry_fts MATCH ? AND \($0)"
            } ?? "SELECT count(*) FROM entry_fts WHERE entry_fts MATCH ?"
        return try Int.fetchOne(db, sql: sql, arguments: [pattern]) ?? 0
    }
}
