import Foundation

/// Pushing the outbox.
extension PostgresConnection {
    /// Applies `changes` on the server in one transaction, each exactly once: a change already
    /// applied (same `changeID`, a retry after a lost reply) is skipped. For a desk, a change
    /// whose `baseVersion` is not the server's version still wins (the later change in server
    /// order), and the version it replaced is kept (see `PulledEntry.overwritten`). A kiosk can
    /// only add: its changes insert entries the server does not have yet, and a tombstone or an
    /// edit of an entry already there is not applied.
    public func push(_ changes: [OutgoingChange], as role: MachineRole) throws -> PushReceipt {
        guard !changes.isEmpty else { return PushReceipt(accepted: 0, newlyApplied: 0) }
        return try transaction {
            switch role {
            case .desk:
                var applied = 0
                for round in Self.rounds(changes) {
                    let rows = try execute("SELECT entrydesk.push_desk($1::jsonb)", [ChangeBatchJSON.encode(round)])
                    applied += Int((rows.first?.first ?? nil) ?? "") ?? 0
                }
                return PushReceipt(accepted: changes.count, newlyApplied: applied)
            case .kiosk:
                // No RETURNING, no UPDATE and no conflict target, each of which needs the SELECT or
                // UPDATE privilege a kiosk lacks; the primary key is the table's only unique index.
                let added = changes.filter { !$0.deleted }
                // Before the insert gives this transaction its id (see `PullHorizon`).
                try execute("SELECT pg_advisory_xact_lock_shared(\(PullHorizon.writerLock))")
                let inserted = try withResult(
                    """
                    INSERT INTO entrydesk.entry (id, version, deleted, fields, changed_at)
                    SELECT r.e, 1, false, r.f, to_timestamp(r.t)
                    FROM jsonb_to_recordset($1::jsonb) AS r(e uuid, f jsonb, t float8)
                    ON CONFLICT DO NOTHING
                    """, [ChangeBatchJSON.encode(Self.latestPerEntry(added))]
                ) { $0.affectedRows }
                return PushReceipt(accepted: changes.count, newlyApplied: inserted)
            }
        }
    }

    /// The changes split so that no entry appears twice in one set-based statement, keeping
    /// each entry's changes in order: round k holds every entry's k-th change.
    static func rounds(_ changes: [OutgoingChange]) -> [[OutgoingChange]] {
        var rounds: [[OutgoingChange]] = []
        var seen: [UUID: Int] = [:]
        for change in changes {
            let round = seen[change.entryID, default: 0]
            seen[change.entryID] = round + 1
            if round == rounds.count { rounds.append([]) }
            rounds[round].append(change)
        }
        return rounds
    }

    /// Each entry's last change, in the order of first appearance.
    private static func latestPerEntry(_ changes: [OutgoingChange]) -> [OutgoingChange] {
        var position: [UUID: Int] = [:]
        var latest: [OutgoingChange] = []
        for change in changes {
            if let index = position[change.entryID] {
                latest[index] = change
            } else {
                position[change.entryID] = latest.count
                latest.append(change)
            }
        }
        return latest
    }
}
