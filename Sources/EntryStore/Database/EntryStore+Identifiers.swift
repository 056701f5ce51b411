import Foundation
import GRDB

extension EntryStore {
    /// The list keys of the entries `search(_:)` finds for `text` (all entries for empty text),
    /// newest first: the keys of a virtualised list, which then reads only the rows on screen
    /// (`entry(key:)`). A key is the entry's row number, which the newest-first index holds: the
    /// list is read from the index alone, without a look at each entry (100,100 entries: p99
    /// 25-27 ms against 46-50 ms for their ids). A row number is reused after a delete: keys
    /// hold until the database changes (`ChangeCounter` tells).
    ///
    /// With `limit`, only the newest that many: the first screenful of a long list.
    public func entryKeys(matching text: String, limit: Int? = nil) throws -> [Int64] {
        let limit = limit.map { max(0, $0) } ?? -1  // SQLite: a negative LIMIT is none
        return try mapped {
            try pool.read { db in
                let visible = try visibleEntriesClause(in: db, joining: true)
                if let pattern = SearchQuery(text).ftsPattern {
                    return try Int64.fetchAll(db, sql: """
                        SELECT seq FROM entry INDEXED BY entry_newest
                        WHERE seq IN (SELECT rowid FROM entry_fts WHERE entry_fts MATCH ?)\(visible)
                        ORDER BY created_at DESC, seq DESC LIMIT ?
                        """, arguments: [pattern, limit])
                }
                return try Int64.fetchAll(
                    db, sql: "SELECT seq FROM entry INDEXED BY entry_newest WHERE 1\(visible) ORDER BY created_at DESC, seq DESC LIMIT ?",
                    arguments: [limit])
            }
        }
    }

    /// The newest `limit` keys of `entryKeys(matching:)` and how many entries match in all, in
    /// one read: the first screenful of a long list. Counting first (cheap in FTS5) picks the
    /// plan. No match answers at once; a few are sorted by time; when most entries match, the
    /// newest entries are tested one by one and the page is full after a few hundred; otherwise
    /// the newest-first index is walked against the set of matches. At 1,000,000 entries
    /// (sqlite3, best of 3): "10115" (18 matches) 110 ms walking the whole index, under 1 ms
    /// sorted; "inv" (every entry) 362 ms against the set, 52 ms tested one by one.
    public func firstEntryKeys(matching text: String, limit: Int) throws -> (keys: [Int64], matches: Int) {
        guard let pattern = SearchQuery(text).ftsPattern else {
            return (try entryKeys(matching: text, limit: limit), try count())
        }
        let limit = max(0, limit)
        return try mapped {
            try pool.read { db in
                let matches = try matchCount(of: pattern, in: db)
                guard matches > 0 else { return ([], 0) }
                let visible = try visibleEntriesClause(in: db, joining: true)
                if matches <= Self.sortedSearchLimit {
                    let keys = try Int64.fetchAll(db, sql: """
                        SELECT entry.seq FROM entry_fts JOIN entry ON entry.seq = entry_fts.rowid
                        WHERE entry_fts MATCH ?1\(visible) ORDER BY entry.created_at DESC, entry.seq DESC LIMIT ?2
                        """, arguments: [pattern, limit])
                    return (keys, matches)
                }
                if matches * 2 > (try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? 0) {
                    // Most entries match: the page is among the newest few hundred, unless the
                    // matches are all old ones; then the newest window is not enough, and the
                    // walk below answers.
                    let keys = try Int64.fetchAll(db, sql: """
                        SELECT seq FROM (SELECT seq FROM entry INDEXED BY entry_newest WHERE 1\(visible)
                                         ORDER BY created_at DESC, seq DESC LIMIT ?3) AS newest
                        WHERE EXISTS (SELECT 1 FROM entry_fts WHERE entry_fts MATCH ?1 AND rowid = newest.seq)
                        LIMIT ?2
                        """, arguments: [pattern, limit, Self.denseWindow])
                    if keys.count == min(limit, matches) { return (keys, matches) }
                }
                let keys = try Int64.fetchAll(db, sql: """
                    SELECT seq FROM entry INDEXED BY entry_newest
                    WHERE seq IN (SELECT rowid FROM entry_fts WHERE entry_fts MATCH ?1)\(visible)
                    ORDER BY created_at DESC, seq DESC LIMIT ?2
                    """, arguments: [pattern, limit])
                return (keys, matches)
            }
        }
    }

    /// When most entries match, how many of the newest are tested one by one for the first page.
    static let denseWindow = 5_000

    /// The entry of a list key (`entryKeys(matching:)`), or nil when there is none now.
    public func entry(key: Int64) throws -> Entry? {
        try mapped {
            try pool.read { db in
                try Row.fetchOne(db, sql: "SELECT \(Self.selectColumns) FROM entry WHERE seq = ?\(try visibleEntriesClause(in: db, joining: true))",
                                 arguments: [key])
                    .map { try Self.entry(from: $0, path: path) }
            }
        }
    }

    /// The entries of several list keys in one read (keys with no entry now are left out): a
    /// list binding a screenful of rows asks once, not once per row.
    public func entries(keys: [Int64]) throws -> [Int64: Entry] {
        guard !keys.isEmpty else { return [:] }
        return try mapped {
            try pool.read { db in
                var found: [Int64: Entry] = [:]
                let visible = try visibleEntriesClause(in: db, joining: true)
                // SQLite allows 32,766 parameters; a screenful is far fewer, but stay below.
                for chunk in stride(from: 0, to: keys.count, by: 10_000).map({ keys[$0..<min($0 + 10_000, keys.count)] }) {
                    let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
                    for row in try Row.fetchAll(db, sql: "SELECT \(Self.selectColumns) FROM entry WHERE seq IN (\(marks))\(visible)",
                                                arguments: StatementArguments(Array(chunk))) {
                        found[row[0]] = try Self.entry(from: row, path: path)
                    }
                }
                return found
            }
        }
    }
}
