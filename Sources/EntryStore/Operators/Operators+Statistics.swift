import Foundation
import GRDB

/// Each operator's figures: the entries they keyed, their keystrokes and keying time, and the
/// mismatches a second keying charged to them, per batch.
extension Operators {
    /// Adds keystrokes and keying time (a `KeystrokeTally`'s take) to the operator's figures, in
    /// `batch` (one being verified) or else the batch open now ("" for none), and the hour of `time`.
    public func recordActivity(
        of who: OperatorStamp, keystrokes: Int, activeSeconds: Double, inBatch batch: Batch? = nil,
        at time: Date = Date()
    ) throws {
        guard keystrokes > 0 || activeSeconds > 0 else { return }
        try mapped {
            try pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO operator_activity (operator, batch_id, hour, keystrokes, active_ms)
                        VALUES (?1, coalesce(?5, (SELECT id FROM batch WHERE closed_at IS NULL AND here = 1), ''), ?2, ?3, ?4)
                        ON CONFLICT (desk, operator, batch_id, hour) DO UPDATE SET
                            keystrokes = keystrokes + excluded.keystrokes, active_ms = active_ms + excluded.active_ms
                        """,
                    arguments: [
                        who.id, Self.hour(of: time), keystrokes, Int64((activeSeconds * 1000).rounded()),
                        batch?.id.uuidString.lowercased()
                    ])
            }
        }
    }

    /// Each operator's figures per batch (and outside any), for the entries keyed and the
    /// keying done since `since` (to the hour for keystrokes), by `operatorID` and in the batch
    /// named `batchName` only when given. Sorted by operator, then batch.
    public func statistics(operatorID: String? = nil, batchName: String? = nil, since: Date? = nil) throws -> [OperatorStatistics] {
        try mapped {
            try pool.read { db in
                var batchID: String?
                if let batchName {
                    guard let id = try String.fetchOne(db, sql: "SELECT id FROM batch WHERE name = ?", arguments: [batchName]) else {
                        throw BatchError.notFound(batchName)
                    }
                    batchID = id
                }
                let names = Dictionary(
                    uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, name FROM batch").map {
                        ($0["id"] as String, $0["name"] as String)
                    })
                struct Key: Hashable { let operatorID: String; let batchID: String }
                var figures: [Key: OperatorStatistics] = [:]
                /// Adds each row (`operator`, `batch_id`, its figures) to that operator's figures in that batch.
                func add(_ sql: String, _ arguments: StatementArguments, _ apply: (inout OperatorStatistics, Row) -> Void) throws {
                    for row in try Row.fetchAll(db, sql: sql, arguments: arguments) {
                        let key = Key(operatorID: row["operator"], batchID: row["batch_id"])
                        var item =
                            figures[key]
                            ?? OperatorStatistics(
                                operatorID: key.operatorID, batchName: names[key.batchID],
                                entries: 0, keystrokes: 0, activeSeconds: 0)
                        apply(&item, row)
                        figures[key] = item
                    }
                }
                try add(
                    """
                    SELECT entry_event.operator AS operator, coalesce(entry_batch.batch_id, '') AS batch_id, count(*) AS entries
                    FROM entry_event LEFT JOIN entry_batch ON entry_batch.entry_id = entry_event.entry_id
                    WHERE entry_event.kind = 'keyed' AND (?1 IS NULL OR entry_event.operator = ?1) AND (?2 IS NULL OR entry_event.at >= ?2)
                        AND (?3 IS NULL OR entry_batch.batch_id = ?3)
                    GROUP BY 1, 2
                    """, [operatorID, since?.epochMilliseconds, batchID]
                ) { $0.entries = $1["entries"] }
                try add(
                    """
                    SELECT operator, batch_id, sum(keystrokes) AS keystrokes, sum(active_ms) AS active_ms FROM operator_activity
                    WHERE (?1 IS NULL OR operator = ?1) AND (?2 IS NULL OR hour >= ?2) AND (?3 IS NULL OR batch_id = ?3)
                    GROUP BY 1, 2
                    """, [operatorID, since.map(Self.hour(of:)), batchID]
                ) {
                    $0.keystrokes = $1["keystrokes"]
                    $0.activeSeconds = Double($1["active_ms"] as Int64) / 1000
                }
                try add(
                    """
                    SELECT charged_operator AS operator, batch_id, count(*) AS mismatches FROM verification_mismatch
                    WHERE (?1 IS NULL OR charged_operator = ?1) AND (?2 IS NULL OR at >= ?2) AND (?3 IS NULL OR batch_id = ?3)
                    GROUP BY 1, 2
                    """, [operatorID, since?.epochMilliseconds, batchID]
                ) { $0.mismatches = $1["mismatches"] }
                return figures.values.sorted { ($0.operatorID, $0.batchName ?? "") < ($1.operatorID, $1.batchName ?? "") }
            }
        }
    }

    /// The start of the hour `time` is in, in milliseconds since 1970.
    private static func hour(of time: Date) -> Int64 {
        time.epochMilliseconds / 3_600_000 * 3_600_000
    }
}
