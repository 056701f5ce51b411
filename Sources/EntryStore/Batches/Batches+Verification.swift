import Foundation
import GRDB

/// A batch's second keying: another operator keys its entries again without seeing the first
/// keying, each mismatch is settled and charged to whoever keyed the wrong value.
extension Batches {
    /// Sends a closed batch to verification: a second operator keys `fields` of each of its
    /// entries again without seeing the first keying.
    @discardableResult
    public func sendToVerification(
        batchNamed name: String, fields: [VerifiedField] = VerifiedField.standard, now: Date = Date()
    ) throws -> Batch {
        guard !fields.isEmpty else { throw BatchError.invalid("verification needs at least one field") }
        return try mapped {
            try pool.write { db in
                guard var batch = try Self.batch(named: name, in: db) else { throw BatchError.notFound(name) }
                guard !batch.isOpen else { throw BatchError.notClosed(batch.name) }
                batch.verifiedFields = Self.withoutRepeats(fields)
                batch.verificationStartedAt = now.truncatedToMilliseconds
                try db.execute(
                    sql: "UPDATE batch SET verified_fields = ?, verification_started_at = ? WHERE id = ?",
                    arguments: [Self.encodedFields(batch.verifiedFields), now.epochMilliseconds, batch.id.uuidString.lowercased()])
                return batch
            }
        }
    }

    /// The batch a verifier takes up next: the newest one sent to verification with entries left
    /// to check, else the newest closed one not yet sent (sent now, with the standard fields);
    /// nil when there is none.
    public func awaitingVerification(now: Date = Date()) throws -> Batch? {
        let started = try mapped {
            try pool.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT \(Self.batchColumns) FROM batch WHERE verification_started_at IS NOT NULL AND EXISTS (
                            SELECT 1 FROM entry_batch JOIN entry ON entry.id = entry_batch.entry_id
                            WHERE entry_batch.batch_id = batch.id
                                AND NOT EXISTS (SELECT 1 FROM entry_verified WHERE entry_verified.entry_id = entry_batch.entry_id))
                        ORDER BY verification_started_at DESC LIMIT 1
                        """
                ).map(Self.batch(from:))
            }
        }
        if let started { return started }
        let closed = try mapped {
            try pool.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT \(Self.batchColumns) FROM batch WHERE closed_at IS NOT NULL AND verification_started_at IS NULL
                        ORDER BY closed_at DESC LIMIT 1
                        """
                ).map(Self.batch(from:))
            }
        }
        guard let closed else { return nil }
        return try sendToVerification(batchNamed: closed.name, fields: closed.verifiedFields, now: now)
    }

    /// The operators who keyed the batch's entries ("" for entries keyed with nobody signed in):
    /// none of them may verify it, the second keying is another person's.
    public func keyers(of batch: Batch) throws -> Set<String> {
        try mapped {
            try pool.read { db in
                Set(
                    try String.fetchAll(
                        db,
                        sql: """
                            SELECT DISTINCT entry_event.operator FROM entry_event JOIN entry_batch ON entry_batch.entry_id = entry_event.entry_id
                            WHERE entry_batch.batch_id = ? AND entry_event.kind = 'keyed'
                            """, arguments: [batch.id.uuidString.lowercased()]))
            }
        }
    }

    /// How many of the batch's entries are verified, of how many.
    public func verificationProgress(of batch: Batch) throws -> (verified: Int, total: Int) {
        try mapped {
            try pool.read { db in
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT count(entry_verified.entry_id) AS verified, count(*) AS total FROM entry_batch
                        JOIN entry ON entry.id = entry_batch.entry_id
                        LEFT JOIN entry_verified ON entry_verified.entry_id = entry_batch.entry_id
                        WHERE entry_batch.batch_id = ?
                        """, arguments: [batch.id.uuidString.lowercased()])
                return (row?["verified"] ?? 0, row?["total"] ?? 0)
            }
        }
    }

    /// The batch's next entry to key again, in the order they were keyed (nil: all verified).
    public func nextEntryToVerify(in batch: Batch) throws -> Entry? {
        guard batch.verificationStartedAt != nil else { throw BatchError.notInVerification(batch.name) }
        return try mapped {
            try pool.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT \(Self.prefixed(EntryStore.selectColumns))
                        FROM entry JOIN entry_batch ON entry_batch.entry_id = entry.id
                        LEFT JOIN entry_verified ON entry_verified.entry_id = entry.id
                        WHERE entry_batch.batch_id = ? AND entry_verified.entry_id IS NULL
                        ORDER BY entry.created_at, entry.seq LIMIT 1
                        """, arguments: [batch.id.uuidString.lowercased()]
                ).map { try EntryStore.entry(from: $0, path: path) }
            }
        }
    }

    /// Records the second keying of `entry`: `second` holds the verifier's value of each
    /// verified field, `choices` how each field the keyings disagree on was settled. The value
    /// that stands is saved (the entry's history says the verifier changed it), every mismatch is
    /// charged to the operator whose value was wrong (the first value's: whoever last set that
    /// field), and the entry is marked verified. Returns the mismatches.
    ///
    /// An office field's values are compared and kept in their stored form (`storedForm`, the
    /// form's check: an IBAN without spaces in upper case); a key `storedForm` knows no form
    /// for (one the form no longer has) is compared and kept as text.
    @discardableResult
    public func recordVerification(
        of entry: Entry, in batch: Batch, by verifier: OperatorStamp, second: [VerifiedField: String],
        choices: [VerifiedField: MismatchChoice], storedForm: @escaping VerifiedField.StoredForm = VerifiedField.trimmedText,
        now: Date = Date()
    ) throws -> [VerificationMismatch] {
        /// An office value as it is stored; a built-in one as keyed.
        func stored(_ text: String, _ field: VerifiedField) -> String {
            field.officeKey.map { storedForm($0, text) } ?? text
        }
        return try mapped {
            try pool.write { db in
                let idText = entry.id.uuidString.lowercased()
                guard
                    let current = try Row.fetchOne(
                        db, sql: "SELECT \(EntryStore.selectColumns) FROM entry WHERE id = ?", arguments: [idText]
                    ).map({ try EntryStore.entry(from: $0, path: path) })
                else { throw EntryStoreError.notFound(entry.id) }
                var settled = current
                var mismatches: [VerificationMismatch] = []
                for field in batch.verifiedFields {
                    let first = field.value(of: current)
                    let keyed = stored(second[field] ?? "", field)
                    guard !field.agrees(first, keyed, storedForm: storedForm) else { continue }
                    let final: String
                    var charged: [String]
                    let firstKeyer = try Self.lastSetter(of: field, entryID: idText, in: db)
                    switch choices[field] {
                    case .first?: final = first; charged = [verifier.id]
                    case .second?: final = keyed; charged = [firstKeyer]
                    case let .rekeyed(rekeyed)?:
                        let third = stored(rekeyed, field)
                        final = third
                        charged =
                            (field.agrees(third, first, storedForm: storedForm) ? [] : [firstKeyer])
                            + (field.agrees(third, keyed, storedForm: storedForm) ? [] : [verifier.id])
                    case nil: throw BatchError.invalid("\(field.rawValue): the two keyings differ and no choice was made")
                    }
                    settled = field.setting(final, on: settled)
                    for operatorID in charged {
                        try db.execute(
                            sql: """
                                INSERT INTO verification_mismatch (mismatch_id, entry_id, batch_id, field, first_value, second_value, final_value,
                                    charged_operator, verifier, at) VALUES (\(SyncSchema.randomUUID), ?, ?, ?, ?, ?, ?, ?, ?, ?)
                                """,
                            arguments: [
                                idText, batch.id.uuidString.lowercased(), field.rawValue, first, keyed, final, operatorID,
                                verifier.id, now.epochMilliseconds
                            ])
                    }
                    mismatches.append(
                        VerificationMismatch(entryID: entry.id, field: field, first: first, second: keyed, final: final, charged: charged))
                }
                if settled != current {
                    var stored = try EntryStore.normalizedForStorage(settled)
                    stored.updatedAt = now.truncatedToMilliseconds
                    let before = try EntryStore.storedFields(of: entry.id, in: db) ?? [:]
                    try db.cachedStatement(sql: EntryStore.updateSQL).execute(arguments: EntryStore.arguments(for: stored))
                    let after = try EntryStore.storedFields(of: entry.id, in: db) ?? [:]
                    try EntryStore.record(
                        .edited, of: entry.id, by: verifier, at: now, changes: EntryStore.changes(from: before, to: after), in: db)
                }
                try db.execute(
                    sql: "INSERT OR REPLACE INTO entry_verified (entry_id, batch_id, verifier, at) VALUES (?, ?, ?, ?)",
                    arguments: [idText, batch.id.uuidString.lowercased(), verifier.id, now.epochMilliseconds])
                try EntryStore.record(.verified, of: entry.id, by: verifier, at: now, in: db)
                return mismatches
            }
        }
    }

    /// The operator who last set `field` of the entry: its last edit that changed it, else who keyed it.
    private static func lastSetter(of field: VerifiedField, entryID: String, in db: Database) throws -> String {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT kind, operator, changes FROM entry_event WHERE entry_id = ? AND kind IN ('keyed', 'edited') ORDER BY at DESC, seq DESC
                """, arguments: [entryID])
        for row in rows {
            let kind: String = row["kind"]
            let changes: String = row["changes"]
            if kind == "keyed" || changes.contains("\"\(field.rawValue)\"") { return row["operator"] }
        }
        return ""
    }
}
