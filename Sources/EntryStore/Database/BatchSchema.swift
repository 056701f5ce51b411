/// v9: batches with control totals and entries' history. An entry joins a batch through `entry_batch`,
/// not a column of `entry`, so an entry's row, its sync fields and its exports stay as they
/// are; a deleted entry's membership stays behind (it no longer counts: totals join `entry`),
/// so undoing the delete puts it back in its batch. `entry_event` is each entry's history:
/// keyed, edited (with the columns changed), deleted, restored, by which operator and when.
/// `entry_verified` and `verification_mismatch` are the second keying's results, each mismatch
/// charged to the operator whose value was wrong. `operator_pin` holds operators' PIN hashes
/// (`[desk] sign-in-pin`). `operator_activity` adds up each operator's keystrokes and keying time (pauses left out) per
/// batch ("" outside any) and hour, for their statistics.
enum BatchSchema {
    static let v9 = """
        CREATE TABLE batch (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            expected_count INTEGER NOT NULL CHECK (expected_count >= 0),
            expected_totals TEXT NOT NULL,
            opened_at INTEGER NOT NULL,
            closed_at INTEGER,
            override_supervisor TEXT,
            override_reason TEXT,
            verified_fields TEXT NOT NULL DEFAULT 'amount,postal_code',
            verification_started_at INTEGER
        ) WITHOUT ROWID;
        CREATE UNIQUE INDEX batch_one_open ON batch ((1)) WHERE closed_at IS NULL;
        CREATE TABLE entry_batch (
            entry_id TEXT PRIMARY KEY NOT NULL,
            batch_id TEXT NOT NULL REFERENCES batch (id)
        ) WITHOUT ROWID;
        CREATE INDEX entry_batch_members ON entry_batch (batch_id);
        CREATE TABLE entry_event (
            seq INTEGER PRIMARY KEY,
            entry_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            operator TEXT NOT NULL,
            at INTEGER NOT NULL,
            changes TEXT NOT NULL
        );
        CREATE INDEX entry_event_entry ON entry_event (entry_id, seq);
        CREATE INDEX entry_event_keyed ON entry_event (operator, at) WHERE kind = 'keyed';
        CREATE TABLE entry_verified (
            entry_id TEXT PRIMARY KEY NOT NULL,
            batch_id TEXT NOT NULL,
            verifier TEXT NOT NULL,
            at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE verification_mismatch (
            seq INTEGER PRIMARY KEY,
            entry_id TEXT NOT NULL,
            batch_id TEXT NOT NULL,
            field TEXT NOT NULL,
            first_value TEXT NOT NULL,
            second_value TEXT NOT NULL,
            final_value TEXT NOT NULL,
            charged_operator TEXT NOT NULL,
            verifier TEXT NOT NULL,
            at INTEGER NOT NULL
        );
        CREATE INDEX verification_mismatch_charged ON verification_mismatch (charged_operator, at);
        CREATE TABLE operator_pin (
            operator TEXT PRIMARY KEY NOT NULL,
            pin_hash TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE operator_activity (
            operator TEXT NOT NULL,
            batch_id TEXT NOT NULL,
            hour INTEGER NOT NULL,
            keystrokes INTEGER NOT NULL,
            active_ms INTEGER NOT NULL,
            PRIMARY KEY (operator, batch_id, hour)
        ) WITHOUT ROWID;
        """
}
