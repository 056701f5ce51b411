/// v10: the team's records besides entries travel, as entries do: batches, entries'
/// batches and histories, verification results, operators' PINs and keying activity.
///
/// - `record_outbox`: one row per record changed here and not yet confirmed by the server, as
///   `sync_outbox` is for entries, written by triggers made from `TeamRecordTable` in the same
///   transaction as the change. Records written before v10 are queued too.
/// - `sync_state.record_cursor`: where the records' pull stopped, saved with the rows it covers.
/// - Events and mismatches get ids of their own (`event_id`, `mismatch_id`): their local
///   sequence numbers differ from desk to desk.
/// - `batch.opened_by`: the operator who opened it (a supervisor's desk lists everyone's).
///   `batch.here`: 1 for a batch opened or reopened on this desk, 0 for a copy from another: the
///   one open batch new entries join is this desk's own, while other desks' batches are open
///   beside it.
/// - `entry_batch` without its foreign key: a membership may arrive before its batch.
/// - `operator_activity.desk`: each machine's own figures are its own rows ("" here; a copy
///   names the role it came from), added up by the statistics.
enum TeamRecordSchema {
    /// v11: `batch.team_name`, the name the team knows a pulled batch by when this desk shows it
    /// renamed ("Monday (desk_b)": a batch of its own has the name). NULL: the same as `name`.
    /// What this desk sends of the batch carries the team's name, not its own.
    static let v11 = "ALTER TABLE batch ADD COLUMN team_name TEXT;"

    static var v10: String {
        """
        ALTER TABLE batch ADD COLUMN opened_by TEXT NOT NULL DEFAULT '';
        ALTER TABLE batch ADD COLUMN here INTEGER NOT NULL DEFAULT 1;
        DROP INDEX batch_one_open;
        CREATE UNIQUE INDEX batch_one_open ON batch ((1)) WHERE closed_at IS NULL AND here = 1;
        CREATE TABLE entry_batch_v10 (
            entry_id TEXT PRIMARY KEY NOT NULL,
            batch_id TEXT NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO entry_batch_v10 (entry_id, batch_id) SELECT entry_id, batch_id FROM entry_batch;
        DROP TABLE entry_batch;
        ALTER TABLE entry_batch_v10 RENAME TO entry_batch;
        CREATE INDEX entry_batch_members ON entry_batch (batch_id);
        ALTER TABLE entry_event ADD COLUMN event_id TEXT;
        UPDATE entry_event SET event_id = \(SyncSchema.randomUUID);
        CREATE UNIQUE INDEX entry_event_id ON entry_event (event_id);
        ALTER TABLE verification_mismatch ADD COLUMN mismatch_id TEXT;
        UPDATE verification_mismatch SET mismatch_id = \(SyncSchema.randomUUID);
        CREATE UNIQUE INDEX verification_mismatch_id ON verification_mismatch (mismatch_id);
        CREATE TABLE operator_activity_v10 (
            desk TEXT NOT NULL DEFAULT '',
            operator TEXT NOT NULL,
            batch_id TEXT NOT NULL,
            hour INTEGER NOT NULL,
            keystrokes INTEGER NOT NULL,
            active_ms INTEGER NOT NULL,
            PRIMARY KEY (desk, operator, batch_id, hour)
        ) WITHOUT ROWID;
        INSERT INTO operator_activity_v10 (operator, batch_id, hour, keystrokes, active_ms)
            SELECT operator, batch_id, hour, keystrokes, active_ms FROM operator_activity;
        DROP TABLE operator_activity;
        ALTER TABLE operator_activity_v10 RENAME TO operator_activity;
        CREATE TABLE record_outbox (
            seq INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            change_id TEXT NOT NULL,
            queued_at INTEGER NOT NULL,
            UNIQUE (kind, key)
        );
        ALTER TABLE sync_state ADD COLUMN record_cursor TEXT;
        \(TeamRecordTable.all.map(triggers).joined(separator: "\n"))
        \(TeamRecordTable.all.map(queueExisting).joined(separator: "\n"))
        """
    }

    private static func queue(_ table: TeamRecordTable, _ row: String) -> String {
        """
        INSERT INTO record_outbox (kind, key, change_id, queued_at)
            VALUES ('\(table.kind.rawValue)', \(table.keySQL(row)), \(SyncSchema.randomUUID), \(SyncSchema.now))
            ON CONFLICT (kind, key) DO UPDATE SET change_id = excluded.change_id;
        """
    }

    /// Queues every change made here: not those the pull writes (`sync_applying`), nor copies
    /// of other machines' rows.
    private static func triggers(_ table: TeamRecordTable) -> String {
        let changes = ["INSERT": "new.", "UPDATE": "new."].merging(table.sendsDeletes ? ["DELETE": "old."] : [:]) { $1 }
        return changes.sorted { $0.key < $1.key }.map { change, row in
            """
            CREATE TRIGGER \(table.table)_record_outbox_\(change.lowercased()) AFTER \(change) ON \(table.table)
            WHEN NOT EXISTS (SELECT 1 FROM sync_applying) AND \(table.ownSQL(row)) BEGIN
                \(queue(table, row))
            END;
            """
        }.joined(separator: "\n")
    }

    private static func queueExisting(_ table: TeamRecordTable) -> String {
        """
        INSERT INTO record_outbox (kind, key, change_id, queued_at)
            SELECT '\(table.kind.rawValue)', \(table.keySQL("")), \(SyncSchema.randomUUID), \(SyncSchema.now)
            FROM \(table.table) WHERE \(table.ownSQL(""));
        """
    }
}
