import GRDB

extension EntryStore {
    /// The first screenful of a list: the newest `limit` keys of `entryKeys(matching:)`, and how
    /// many entries match in all when that came for free (nil: more than `keys`, not counted,
    /// since counting a million matches alone takes longer than a person waits for a search).
    ///
    /// The newest entries are read a window at a time (`NewestWindows`) and checked against the
    /// index of words, until the page is full; when the newest window is not enough and few
    /// entries match in all, those few are sorted by time instead; when the matches are all far
    /// down the list, the whole newest-first index is walked. At 1,000,000 sample entries the
    /// benchmark's searches take 0.3 to 30 ms (`entrydesk-bench store`), where counting first
    /// took up to 200 ms.
    public func firstEntryKeys(matching text: String, limit: Int) throws -> (keys: [Int64], matches: Int?) {
        try firstEntryKeys(matching: text, limit: limit, windowBudget: Self.windowBudget, sortedLimit: Self.sortedSearchLimit)
    }

    /// `firstEntryKeys(matching:limit:)`, sorting the matches when at most `sortedLimit` match,
    /// and walking the whole index after `windowBudget` entries.
    func firstEntryKeys(matching text: String, limit: Int, windowBudget: Int, sortedLimit: Int) throws -> (keys: [Int64], matches: Int?) {
        let limit = max(0, limit)
        let query = SearchQuery(text)
        guard let pattern = query.ftsPattern else {
            let keys = try entryKeys(matching: text, limit: limit)
            return (keys, keys.count < limit ? keys.count : nil)
        }
        return try mapped {
            try pool.read { db in
                let visible = try database.visibleEntriesClause(in: db, joining: true)
                let matching = try searchIndex.matchingSeqs(query, pattern: pattern, in: db)
                func walkingTheWholeIndex() throws -> (keys: [Int64], matches: Int?) {
                    let walked = try newestMatching(matching, limit: limit, visible: visible, in: db)
                    return (walked, walked.count < limit ? walked.count : nil)
                }
                // Rows not in the index of words yet (for seconds after a pull): the windows and
                // the count read the index alone, so walk.
                if matching.readsBacklog { return try walkingTheWholeIndex() }
                // The newest window first: most searches fill their page there, and each look at
                // the index of words costs a pass over a long word's matches (20 ms for "sw1a"
                // at a million entries).
                var windows = NewestWindows(visible: visible)
                var keys = try windows.matching(pattern, limit: limit, budget: Self.firstWindow, in: db)
                if keys.count < limit, !windows.isAtEnd {
                    let probe =
                        try Int.fetchOne(
                            db,
                            sql: """
                                SELECT count(*) FROM (SELECT rowid FROM entry_fts WHERE entry_fts MATCH ? LIMIT ?)
                                """, arguments: [pattern, sortedLimit + 1]) ?? 0
                    if probe <= sortedLimit {
                        let sorted = try Int64.fetchAll(
                            db,
                            sql: """
                                SELECT entry.seq FROM entry_fts JOIN entry ON entry.seq = entry_fts.rowid
                                WHERE entry_fts MATCH ?1\(visible) ORDER BY entry.created_at DESC, entry.seq DESC
                                """, arguments: [pattern])
                        return (Array(sorted.prefix(limit)), sorted.count)
                    }
                    keys += try windows.matching(pattern, limit: limit - keys.count, budget: windowBudget, in: db)
                }
                if keys.count == limit || windows.isAtEnd {
                    return (keys, keys.count < limit ? keys.count : nil)
                }
                // The matches are old ones, far down the list: walk the whole newest-first index
                // against the set of matches.
                return try walkingTheWholeIndex()
            }
        }
    }

    /// The first window of newest entries read when many match.
    static let firstWindow = 8_000
    /// How many of the newest entries the windows read before the whole index is walked.
    static let windowBudget = 200_000
}
