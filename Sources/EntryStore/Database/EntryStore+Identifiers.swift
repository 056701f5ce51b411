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
                let visible = try database.visibleEntriesClause(in: db, joining: true)
                let query = SearchQuery(text)
                if let pattern = query.ftsPattern {
                    return try newestMatching(
                        searchIndex.matchingSeqs(query, pattern: pattern, in: db), limit: limit, visible: visible, in: db)
                }
                return try Int64.fetchAll(
                    db, sql: "SELECT seq FROM entry INDEXED BY entry_newest WHERE 1\(visible) ORDER BY created_at DESC, seq DESC LIMIT ?",
                    arguments: [limit])
            }
        }
    }

    /// The newest `limit` (-1: all) keys of the visible entries among `matching`, by walking
    /// the newest-first index against the set of matches.
    func newestMatching(_ matching: SearchIndex.MatchingSeqs, limit: Int, visible: String, in db: Database) throws -> [Int64] {
        try Int64.fetchAll(
            db,
            sql: """
                SELECT seq FROM entry INDEXED BY entry_newest
                WHERE seq IN (\(matching.sql))\(visible)
                ORDER BY created_at DESC, seq DESC LIMIT ?
                """, arguments: matching.arguments + [limit])
    }

    /// The entry of a list key (`entryKeys(matching:)`), or nil when there is none now.
    ///
    /// The list reads its rows one by one: the statement is prepared once per connection and
    /// visibility clause (`cachedStatement`), which took more than the read itself (a prepared
    /// SELECT of every stored column is some 500,000 instructions, the keyed read a tenth).
    public func entry(key: Int64) throws -> Entry? {
        try mapped {
            try pool.read { db in
                let sql = "SELECT \(Self.selectColumns) FROM entry WHERE seq = ?\(try database.visibleEntriesClause(in: db, joining: true))"
                return try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [key])
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
                let visible = try database.visibleEntriesClause(in: db, joining: true)
                // SQLite allows 32,766 parameters; a screenful is far fewer, but stay below.
                for chunk in stride(from: 0, to: keys.count, by: 10_000).map({ keys[$0..<min($0 + 10_000, keys.count)] }) {
                    let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
                    for row in try Row.fetchAll(
                        db, sql: "SELECT \(Self.selectColumns) FROM entry WHERE seq IN (\(marks))\(visible)",
                        arguments: StatementArguments(Array(chunk)))
                    {
                        found[row["seq"]] = try Self.entry(from: row, path: path)
                    }
                }
                return found
            }
        }
    }
}
