/// v5: the tables that carry entries to and from a team's server, offline first.
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
///   (Since v14 a column of the entry, `server_version`.)
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

    /// The base version of a change to an entry whose push the server confirmed before a pull
    /// brought its version back: on the server, version unknown (the server's start at 1).
    static let reachedServerVersion: Int64 = 0

    private static func queue(_ entryID: String) -> String {
        """
        INSERT INTO sync_outbox (entry_id, change_id, queued_at) VALUES (\(entryID), \(randomUUID), \(now))
            ON CONFLICT (entry_id) DO UPDATE SET change_id = excluded.change_id;
        """
    }

    /// v14: the server's version of an entry is a column of the entry, `server_version`, no
    /// longer a row of `entry_sync` (a WITHOUT ROWID table keyed by the entry's UUID text). A
    /// pull wrote both for every entry, at random places of two indexes keyed by the UUID, and
    /// each page of 5,000 wrote most pages of both again (receiving 100,000 entries: 1,141 pages
    /// of `entry_sync` alone). Now the upsert that writes the entry writes its version.
    ///
    /// A deleted entry still needs its version as the base of the delete it sends, so the delete
    /// trigger keeps it on the outbox row (`base_version`); a change's base is the entry's
    /// version, or that one when the entry is gone. `import_replaced` keeps it for an undone
    /// import (`import_staged` has no use for it: imported rows carry no server version, and
    /// `ImportRun` names its columns). The search index's update trigger fires
    /// only for the columns search sees, so writing a version does not index the row again (nor
    /// does this migration, which moves every version over).
    ///
    /// `sent_entry` holds the row numbers of entries whose push the server confirmed before a
    /// pull brought their version back (only a pull does). Their delete goes on base version 0
    /// ("on the server, version unknown") instead of being dropped as the delete of an entry
    /// that never left the desk; the server takes a base written by the same desk as no
    /// conflict. Not a column of the entry: SQLite computes the virtual `duplicate_key` of every
    /// row an UPDATE writes, and marking each pushed entry that way made sending 100,000 entries
    /// take a second longer. A row number goes with its entry (a later entry may take it).
    static let v14 = """
        INSERT INTO sync_applying (active) VALUES (1);
        ALTER TABLE entry ADD COLUMN server_version INTEGER;
        ALTER TABLE sync_outbox ADD COLUMN base_version INTEGER;
        ALTER TABLE import_replaced ADD COLUMN server_version INTEGER;
        DROP TRIGGER entry_fts_update;
        \(SearchBacklogSchema.updateTrigger(SearchedColumn.beforeOfficeFields, on: "UPDATE OF seq, \(SearchedColumn.beforeOfficeFields.reads)"))
        UPDATE entry SET server_version = (SELECT server_version FROM entry_sync WHERE entry_sync.entry_id = entry.id)
            WHERE id IN (SELECT entry_id FROM entry_sync);
        UPDATE sync_outbox SET base_version = (SELECT server_version FROM entry_sync WHERE entry_sync.entry_id = sync_outbox.entry_id)
            WHERE entry_id NOT IN (SELECT id FROM entry);
        DROP TABLE entry_sync;
        CREATE TABLE sent_entry (seq INTEGER PRIMARY KEY);
        INSERT INTO sent_entry (seq)
            SELECT seq FROM entry WHERE server_version IS NULL AND id NOT IN (SELECT entry_id FROM sync_outbox);
        DROP TRIGGER entry_outbox_delete;
        CREATE TRIGGER entry_outbox_delete AFTER DELETE ON entry
        WHEN NOT EXISTS (SELECT 1 FROM sync_applying) BEGIN
            INSERT INTO sync_outbox (entry_id, change_id, queued_at, base_version)
                VALUES (old.id, \(randomUUID), \(now),
                        coalesce(old.server_version, (SELECT \(reachedServerVersion) FROM sent_entry WHERE seq = old.seq)))
                ON CONFLICT (entry_id) DO UPDATE SET change_id = excluded.change_id, base_version = excluded.base_version;
            DELETE FROM sent_entry WHERE seq = old.seq;
        END;
        CREATE TRIGGER entry_sent_forget AFTER DELETE ON entry
        WHEN EXISTS (SELECT 1 FROM sync_applying) BEGIN
            DELETE FROM sent_entry WHERE seq = old.seq;
        END;
        DELETE FROM sync_applying;
        """

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
