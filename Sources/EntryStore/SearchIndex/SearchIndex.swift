import GRDB

/// The index of words searches read (`entry_fts`), and its backlog: the rows a pull wrote
/// without indexing them (`SearchBacklogSchema`), which searches read beside the index until
/// they are indexed.
///
/// Reached as `EntryStore.searchIndex`; it reads and writes the store's one database.
public struct SearchIndex: Sendable, StoreConcern {
    let database: StoreDatabase

    /// Rows of the backlog indexed per transaction: short enough that a save waits
    /// little for the lock (5,000 rows took 35-48 ms, `entrydesk-bench sync`).
    static let backlogStep = 5_000

    /// Indexes the rows waiting in the backlog (`SearchBacklogSchema`), `backlogStep`
    /// seqs per transaction, until none wait or `shouldStop`; returns how many seqs it covered.
    @discardableResult
    public func indexBacklog(shouldStop: () -> Bool = { false }) throws -> Int {
        var covered = 0
        while !shouldStop() {
            let step = try indexBacklogStep()
            if step == 0 { break }
            covered += step
        }
        return covered
    }

    /// One transaction of `indexBacklog`: the first range's first `backlogStep`
    /// seqs indexed and taken out of the range; 0 when no range waits.
    func indexBacklogStep(limit: Int = backlogStep) throws -> Int {
        try mapped {
            try pool.write { db in
                guard
                    let range = try Row.fetchOne(
                        db,
                        sql: """
                            SELECT rowid AS range_id, first_seq, last_seq FROM search_backlog ORDER BY first_seq LIMIT 1
                            """)
                else { return 0 }
                let (rowID, first, last): (Int64, Int64, Int64) = (range["range_id"], range["first_seq"], range["last_seq"])
                let through = min(last, first + Int64(limit) - 1)
                try db.execute(
                    sql: """
                        INSERT INTO entry_fts (rowid, \(SearchedColumn.all.names))
                        SELECT seq, \(SearchedColumn.all.names) FROM entry_search_source WHERE seq BETWEEN ? AND ?
                        """, arguments: [first, through])
                if through == last {
                    try db.execute(sql: "DELETE FROM search_backlog WHERE rowid = ?", arguments: [rowID])
                } else {
                    try db.execute(sql: "UPDATE search_backlog SET first_seq = ? WHERE rowid = ?", arguments: [through + 1, rowID])
                }
                return Int(through - first + 1)
            }
        }
    }

    /// How many entries wait for the search index.
    public func backlogCount() throws -> Int {
        guard database.tracksSearchBacklog else { return 0 }
        return try mapped {
            try pool.read { db in
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM search_backlog JOIN entry ON entry.seq BETWEEN first_seq AND last_seq
                        """) ?? 0
            }
        }
    }

    /// Records the rows after `seq` (a pull's new rows, not indexed) as waiting. Ranges that
    /// touch or overlap them become one (a page's rows follow the last page's, or take the seqs
    /// of rows deleted at its end): no seq is ever in two ranges, so none is indexed twice.
    static func addToBacklog(rowsAfter seq: Int64, in db: Database) throws {
        guard let last = try Int64.fetchOne(db, sql: "SELECT max(seq) FROM entry"), last > seq else { return }
        let touching = "FROM search_backlog WHERE last_seq >= ?1 - 1 AND first_seq <= ?2 + 1"
        let arguments: StatementArguments = [seq + 1, last]
        let joined = try Row.fetchOne(
            db, sql: "SELECT min(first_seq) AS first_seq, max(last_seq) AS last_seq \(touching)", arguments: arguments)
        try db.execute(sql: "DELETE \(touching)", arguments: arguments)
        try db.execute(
            sql: "INSERT INTO search_backlog (first_seq, last_seq) VALUES (?, ?)",
            arguments: [
                min(seq + 1, joined?["first_seq"] ?? seq + 1), max(last, joined?["last_seq"] ?? last)
            ])
    }

    /// Whether any row waits for the index (the usual answer, no: searches then read the index
    /// alone, and its integrity check compares it with the entries).
    func hasBacklog(in db: Database) throws -> Bool {
        guard database.tracksSearchBacklog else { return false }
        return try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM search_backlog)")) ?? false
    }

    /// A SELECT of the seqs of the entries that match `query`, for `seq IN (...)`: the index's
    /// matches, and with a backlog (`readsBacklog`) also those of its rows that
    /// `SearchBacklogMatch` finds. The backlog is looked for once per search, here.
    func matchingSeqs(_ query: SearchQuery, pattern: String, in db: Database) throws -> MatchingSeqs {
        let indexed = "SELECT rowid FROM entry_fts WHERE entry_fts MATCH ?"
        guard try hasBacklog(in: db) else { return (indexed, [pattern], false) }
        return (
            """
            \(indexed) UNION ALL
            SELECT source.seq FROM search_backlog JOIN entry_search_source AS source
                ON source.seq BETWEEN search_backlog.first_seq AND search_backlog.last_seq
            WHERE \(SearchBacklogMatch.functionName)(?, \(SearchedColumn.all.map { "source.\($0.name)" }.joined(separator: ", ")))
            """, [pattern, SearchBacklogMatch.argument(query)], true
        )
    }

    typealias MatchingSeqs = (sql: String, arguments: StatementArguments, readsBacklog: Bool)
}
