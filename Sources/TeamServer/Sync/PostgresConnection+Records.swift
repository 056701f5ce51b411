import Foundation

/// Pushing and pulling the team's records besides entries (`TeamRecordKind`).
extension PostgresConnection {
    /// Applies `records` on the server in one transaction, each change once (a retry after a
    /// lost reply is skipped). A desk's record replaces the server's copy, except a history
    /// step or a mismatch, written once. A kiosk sends only the history of its entries, adds
    /// it, and reads nothing. Returns how many records this push wrote.
    @discardableResult
    public func pushRecords(_ records: [OutgoingRecord], as role: MachineRole) throws -> Int {
        guard !records.isEmpty else { return 0 }
        return try transaction {
            switch role {
            case .desk:
                let rows = try execute("SELECT entrydesk.push_records($1::jsonb)", [RecordBatchJSON.encode(records)])
                return Int((rows.first?.first ?? nil) ?? "") ?? 0
            case .kiosk:
                // As a kiosk's entries: no conflict target, which needs the SELECT privilege it lacks.
                try execute("SELECT pg_advisory_xact_lock_shared(\(PullHorizon.writerLock))")
                return try withResult(
                    """
                    INSERT INTO entrydesk.record (kind, key, fields, changed_at)
                    SELECT r.k, r.y, r.f, to_timestamp(r.t)
                    FROM jsonb_to_recordset($1::jsonb) AS r(k text, y text, d boolean, f jsonb, t float8)
                    WHERE r.k = 'entry_event' AND NOT r.d
                    ON CONFLICT DO NOTHING
                    """, [RecordBatchJSON.encode(records.filter { $0.kind.kioskSends })]
                ) { $0.affectedRows }
            }
        }
    }

    /// The next page of records changed since `cursor`, as `pull(after:limit:)` for entries.
    /// Records of kinds this build does not know (from a newer one) are passed over.
    public func pullRecords(after cursor: PullCursor, limit: Int) throws -> (records: [PulledRecord], next: PullCursor, isLast: Bool) {
        let round = try pullRound(after: cursor, limit: limit, function: "entrydesk.pull_record_page") { result in
            var records: [PulledRecord?] = []
            var lastXID: UInt64?
            var lastID: UUID?
            records.reserveCapacity(result.rowCount)
            for row in 0..<result.rowCount {
                guard let rid = UUID(uuidString: result.text(row, 2) ?? ""), let xid = UInt64(result.text(row, 6) ?? ""),
                    let key = result.text(row, 1)
                else {
                    throw ServerError(.other, "the team server sent a record that cannot be read (row \(row + 1) of a pull)")
                }
                lastXID = xid
                lastID = rid
                guard let kind = TeamRecordKind(rawValue: result.text(row, 0) ?? "") else {
                    records.append(nil)
                    continue
                }
                records.append(
                    PulledRecord(
                        kind: kind, key: key, deleted: result.text(row, 3) == "t",
                        fields: try PulledRows.fields(result, row, 4), changedBy: result.text(row, 5) ?? "",
                        isOwn: result.text(row, 7) == "t"))
            }
            return (records, lastXID, lastID)
        }
        return (round.rows.compactMap { $0 }, round.next, round.isLast)
    }
}
