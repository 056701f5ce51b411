/// v13: entries a pull wrote are indexed for search after the pull, not inside it (measured:
/// the index was a fifth of the time a page took to write). `search_backlog` holds ranges of
/// `entry.seq` not indexed yet, and one rule holds in every transaction: **a row is in
/// `entry_fts` exactly when its seq lies in no range.** So the triggers leave rows in a range
/// alone (the backlog's pass indexes them as they are then), a pull records its new rows as a
/// range, and `SearchIndex.indexBacklog` indexes a range's rows and removes them from it
/// in one transaction. Search looks at the rows of the ranges itself meanwhile
/// (`SearchBacklogMatch`).
enum SearchBacklogSchema {
    /// No range holds the seq `row` ("new.seq", "old.seq").
    private static func notWaiting(_ row: String) -> String {
        "NOT EXISTS (SELECT 1 FROM search_backlog WHERE \(row) BETWEEN first_seq AND last_seq)"
    }

    static let v13 = """
        CREATE TABLE search_backlog (
            first_seq INTEGER NOT NULL,
            last_seq INTEGER NOT NULL
        );
        DROP TRIGGER entry_fts_insert;
        DROP TRIGGER entry_fts_delete;
        DROP TRIGGER entry_fts_update;
        \(triggers(SearchedColumn.beforeOfficeFields, updateOn: "UPDATE"))
        """

    /// The three triggers that keep the index of `columns` for rows not waiting, the update's
    /// on `event` ("UPDATE", or "UPDATE OF" the columns search sees).
    static func triggers(_ columns: [SearchedColumn], updateOn event: String) -> String {
        """
        CREATE TRIGGER entry_fts_insert AFTER INSERT ON entry
        WHEN NOT EXISTS (SELECT 1 FROM sync_applying) AND \(notWaiting("new.seq")) BEGIN
            INSERT INTO entry_fts(rowid, \(columns.names))
            SELECT seq, \(columns.names) FROM entry_search_source WHERE seq = new.seq;
        END;
        CREATE TRIGGER entry_fts_delete AFTER DELETE ON entry
        WHEN \(notWaiting("old.seq")) BEGIN
            INSERT INTO entry_fts(entry_fts, rowid, \(columns.names))
            VALUES ('delete', old.seq, \(columns.values("old.")));
        END;
        \(updateTrigger(columns, on: event))
        """
    }

    /// The trigger that keeps the index of `columns` of an updated row that is not waiting, on
    /// `event` ("UPDATE", or "UPDATE OF" the columns search sees).
    static func updateTrigger(_ columns: [SearchedColumn], on event: String) -> String {
        """
        CREATE TRIGGER entry_fts_update AFTER \(event) ON entry
        WHEN \(notWaiting("old.seq")) BEGIN
            INSERT INTO entry_fts(entry_fts, rowid, \(columns.names))
            VALUES ('delete', old.seq, \(columns.values("old.")));
            INSERT INTO entry_fts(rowid, \(columns.names))
            VALUES (new.seq, \(columns.values("new.")));
        END;
        """
    }
}
