/// v5: the tables that carry entries to and from a team's server (issue 20), offline first.
///
/// - `sync_outbox`: one row per entry changed here and not yet confirmed by the server, in the
///   order of their first change, written by triggers in the same transaction as the change (a
///   save, an edit, a delete, an import), so that no path that writes entries can forget it. A new change of the same entry replaces
///   the row's change id: the server gets the entry as it is now, once. Entries saved before
///   v5 are queued too: a desk that joins a team later sends what it has.
/// - `sync_applying`: not empty while entries pulled from the server are written, so that the
///   triggers do not send them back.
/// - `entry_sync`: the server's version of each entry as this desk last had it: the base of its
///   next change, which tells the server whether another desk changed the entry meanwhile.
/// - `entry_overwritten`: versions of an entry that a later change on another desk won over,
///   kept on the server and shown with the entry.
/// - `forgotten_entry`: when each entry a kiosk deleted once the server had it was saved, and
///   nothing else: the staff's count of today's entries still counts them. Kept two days.
/// - `sync_state`: the pull cursor, saved in the same transaction as the rows it covers, and
///   the last success and error for `entrydesk sync status`.
enum SyncSchema {
    /// A random UUID in SQL, for change ids written by triggers: no subquery, which SQLite
    /// could evaluate once for a whole statement; randomblob() is evaluated for each row.
    static let randomUUID = """
        lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' ||
              hex(randomblob(2)) || '-' || hex(randomblob(6)))
        """
    /// Now, in milliseconds since 1970 (as every time in the database).
    static let now = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

    private static func queue(_ entryID: String) -> String {
        """
        INSERT INTO sync_outbox (entry_id, change_id, queued_at) VALUES (\(entryID), \(randomUUID), \(now))
            ON CONFLICT (entry_id) DO UPDATE SET change_id = excluded.change_id;
        """
    }

    static let v5 = """
        CREATE TABLE sync_outbox (
            seq INTEGER PRIMARY KEY,
            entry_id TEXT NOT NULL UNIQUE,
            change_id TEXT NOT NULL,
            queued_at INTEGER NOT NULL
        );
        CREATE TABLE sync_applying (active INTEGER NOT NULL);
        CREATE TABLE entry_sync (
            entry_id TEXT PRIMARY KEY NOT NULL,
            server_version INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE entry_overwritten (
            entry_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            changed_by TEXT NOT NULL,
            changed_at INTEGER NOT NULL,
            fields TEXT NOT NULL,
            PRIMARY KEY (entry_id, version)
        ) WITHOUT ROWID;
        CREATE TABLE forgotten_entry (created_at INTEGER NOT NULL);
        CREATE INDEX forgotten_entry_time ON forgotten_entry(created_at);
        CREATE TABLE sync_state (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            cursor TEXT,
            last_success_at INTEGER,
            last_error TEXT,
            last_error_at INTEGER
        );
        INSERT INTO sync_state (id) VALUES (1);
        CREATE TRIGGER entry_outbox_insert AFTER INSERT ON entry
        WHEN NOT EXISTS (SELECT 1 FROM sync_applying) BEGIN
            \(queue("new.id"))
        END;
        CREATE TRIGGER entry_outbox_update AFTER UPDATE ON entry
        WHEN NOT EXISTS (SELECT 1 FROM sync_applying) BEGIN
            \(queue("new.id"))
        END;
        CREATE TRIGGER entry_outbox_delete AFTER DELETE ON entry
        WHEN NOT EXISTS (SELECT 1 FROM sync_applying) BEGIN
            \(queue("old.id"))
        END;
        INSERT INTO sync_outbox (entry_id, change_id, queued_at)
            SELECT id, \(randomUUID), created_at FROM entry ORDER BY created_at, seq;
        """

    /// v6: entries pulled from the server are indexed for search by the pull itself, one
    /// statement per page (`EntryStore.apply`), instead of by a trigger per row: FTS5 takes a
    /// page's rows far faster in one INSERT ... SELECT (measured with SQLite alone, 5,000-row
    /// pages: 18,900 rows/s through the trigger, 51,200 rows/s with one statement; see
    /// docs/TEAM-SERVER.md). Only new rows wait for it: an update while applying still goes
    /// through `entry_fts_update`. The trigger reads `entry_search_source`, the one definition
    /// of what search sees, as the rebuild and the pull do.
    static let v6 = """
        DROP TRIGGER entry_fts_insert;
        CREATE TRIGGER entry_fts_insert AFTER INSERT ON entry
        WHEN NOT EXISTS (SELECT 1 FROM sync_applying) BEGIN
            INSERT INTO entry_fts(rowid, name, street, city, postcode, reference)
            SELECT seq, name, street, city, postcode, reference FROM entry_search_source WHERE seq = new.seq;
        END;
        """
}
