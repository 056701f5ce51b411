import SyncModel

/// Where each kind of team record lives on a desk: its table, the columns that make its key, the
/// columns it carries, and how a pulled version is written. Rules as data: the outbox triggers
/// (`TeamRecordSchema`), the push (`SyncLedger.outgoingRecords`) and the pull (`SyncLedger.apply(_:cursor:)`) are all
/// made from these.
struct TeamRecordTable {
    let kind: TeamRecordKind
    let table: String
    /// The key's columns; a key of several is their values joined by `keySeparator`.
    let keyColumns: [String]
    /// The other columns sent.
    let valueColumns: [String]
    /// The column naming the machine a row came from ("" for this one), for kinds where each
    /// machine keeps rows of its own; nil where a row is the team's one copy.
    var originColumn: String?
    /// Whether a row deleted here is sent as a tombstone.
    var sendsDeletes = false
    /// SQL for a column's value as the team knows it, where this desk stores another (a batch
    /// shown renamed here is sent by the team's name).
    var sentAs: [String: String] = [:]

    var columns: [String] { keyColumns + valueColumns }

    /// The columns as sent, for a SELECT.
    var sentColumnsSQL: String {
        columns.map { sentAs[$0] ?? $0 }.joined(separator: ", ")
    }

    /// U+001F (unit separator): never in an operator ID, a batch id or an hour.
    static let keySeparator = "\u{1F}"

    /// The key of the row `row` ("new." or "old.") in SQL.
    func keySQL(_ row: String) -> String {
        keyColumns.map { "\(row)\($0)" }.joined(separator: " || char(31) || ")
    }

    /// `column = ? AND ...` over the key's columns, with the values `key` holds; nil when it
    /// holds another number of them.
    func matching(key: String) -> (sql: String, arguments: [String])? {
        let values = key.components(separatedBy: Self.keySeparator)
        guard values.count == keyColumns.count else { return nil }
        return (keyColumns.map { "\($0) = ?" }.joined(separator: " AND "), values)
    }

    /// SQL true for this machine's own rows (`row`: "", "new." or "old.").
    func ownSQL(_ row: String) -> String {
        originColumn.map { "\(row)\($0) = ''" } ?? "1"
    }

    static let all: [TeamRecordTable] = [
        TeamRecordTable(
            kind: .batch, table: "batch", keyColumns: ["id"],
            valueColumns: [
                "name", "expected_count", "expected_totals", "opened_at", "closed_at", "override_supervisor",
                "override_reason", "verified_fields", "verification_started_at", "opened_by"
            ],
            sentAs: ["name": "COALESCE(team_name, name)"]),
        TeamRecordTable(kind: .entryBatch, table: "entry_batch", keyColumns: ["entry_id"], valueColumns: ["batch_id"]),
        TeamRecordTable(
            kind: .entryEvent, table: "entry_event", keyColumns: ["event_id"],
            valueColumns: ["entry_id", "kind", "operator", "at", "changes"]),
        TeamRecordTable(
            kind: .entryVerified, table: "entry_verified", keyColumns: ["entry_id"], valueColumns: ["batch_id", "verifier", "at"]),
        TeamRecordTable(
            kind: .verificationMismatch, table: "verification_mismatch", keyColumns: ["mismatch_id"],
            valueColumns: [
                "entry_id", "batch_id", "field", "first_value", "second_value", "final_value", "charged_operator", "verifier", "at"
            ]),
        TeamRecordTable(
            kind: .operatorPIN, table: "operator_pin", keyColumns: ["operator"], valueColumns: ["pin_hash"],
            sendsDeletes: true),
        // Each machine's own figures: the same operator keying at two desks in one hour is two
        // rows, added up by the statistics; `desk` names the machine a copy came from.
        TeamRecordTable(
            kind: .operatorActivity, table: "operator_activity", keyColumns: ["operator", "batch_id", "hour"],
            valueColumns: ["keystrokes", "active_ms"], originColumn: "desk")
    ]

    static func of(_ kind: TeamRecordKind) -> TeamRecordTable {
        all.first { $0.kind == kind }!
    }
}
