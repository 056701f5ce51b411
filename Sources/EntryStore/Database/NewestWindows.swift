import GRDB

/// Reads the entries newest first, a window at a time (each window four times the last), and
/// keeps those that match a search: the first page of a list that many entries match, without
/// counting or sorting the matches.
///
/// A window's matches come from the index of words by the range of its row numbers (entries
/// come in time order, so a window's row numbers lie close together); a window whose row
/// numbers are spread far apart (entries imported with their old times) is checked entry by
/// entry instead.
struct NewestWindows {
    /// The visible-entries condition (" AND ...", or "").
    let visible: String
    /// Whether the last window reached the oldest entry.
    private(set) var isAtEnd = false
    private var window = EntryStore.firstWindow
    private var after: (createdAt: Int64, seq: Int64)?

    init(visible: String) {
        self.visible = visible
    }

    /// The next `limit` matches of `pattern`, newest first, reading at most about `budget`
    /// entries (whole windows: at least one).
    mutating func matching(_ pattern: String, limit: Int, budget: Int, in db: Database) throws -> [Int64] {
        var keys: [Int64] = []
        var read = 0
        while keys.count < limit, !isAtEnd, read < budget {
            let seqs = try nextWindow(in: db)
            read += seqs.count
            let matching = try Self.matchingKeys(among: seqs, pattern: pattern, in: db)
            keys += seqs.lazy.filter { matching.contains($0) }.prefix(limit - keys.count)
        }
        return keys
    }

    private mutating func nextWindow(in db: Database) throws -> [Int64] {
        var arguments: StatementArguments = [window]
        var continuing = ""
        if let after {
            continuing = " AND (created_at, seq) < (?2, ?3)"
            arguments += [after.createdAt, after.seq]
        }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT created_at, seq FROM entry INDEXED BY entry_newest WHERE 1\(continuing)\(visible)
                ORDER BY created_at DESC, seq DESC LIMIT ?1
                """, arguments: arguments)
        isAtEnd = rows.count < window
        if let last = rows.last { after = (last["created_at"], last["seq"]) }
        window *= 4
        return rows.map { $0["seq"] }
    }

    /// Which of `seqs` match `pattern`: by the range of their row numbers when it is narrow,
    /// one by one otherwise.
    private static func matchingKeys(among seqs: [Int64], pattern: String, in db: Database) throws -> Set<Int64> {
        guard let low = seqs.min(), let high = seqs.max() else { return [] }
        if high - low < Int64(seqs.count) * narrowRangeFactor {
            return Set(
                try Int64.fetchAll(
                    db,
                    sql: """
                        SELECT rowid FROM entry_fts WHERE entry_fts MATCH ? AND rowid BETWEEN ? AND ?
                        """, arguments: [pattern, low, high]))
        }
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM entry_fts WHERE entry_fts MATCH ? AND rowid = ?")
        return Set(try seqs.filter { try Bool.fetchOne(statement, arguments: [pattern, $0]) ?? false })
    }

    /// A window's row numbers span at most this many times its size to be checked by range.
    private static let narrowRangeFactor: Int64 = 8
}
