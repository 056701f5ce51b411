import Foundation
import GRDB

/// The desk's batches: a stack of forms keyed as one, opened with the count and totals it
/// should come to, closed when it balances, then keyed a second time by another operator
/// (`Batches+Verification`).
///
/// Reached as `EntryStore.batches`; it reads and writes the store's one database.
public struct Batches: Sendable, StoreConcern {
    let database: StoreDatabase

    /// Opens a new batch; entries saved with `joiningOpenBatch` belong to it until it closes.
    /// One batch is open at a time on a desk; `who` opened it. Its second keying will check
    /// `verifiedFields` (built-in ones and an office's own by key).
    @discardableResult
    public func open(
        named name: String, expectedCount: Int, expectedTotals: [ExpectedTotal], by who: OperatorStamp? = nil,
        verifiedFields: [VerifiedField] = VerifiedField.standard, now: Date = Date()
    ) throws -> Batch {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= 200 else { throw BatchError.invalid("a batch needs a name of 1 to 200 characters") }
        guard expectedCount >= 0 else { throw BatchError.invalid("the expected number of entries cannot be negative") }
        var totals: [String: String] = [:]
        for total in expectedTotals {
            guard totals[total.currency] == nil else { throw BatchError.invalid("\(total.currency) is given twice") }
            totals[total.currency] = total.amount
        }
        guard !verifiedFields.isEmpty else { throw BatchError.invalid("verification needs at least one field") }
        var batch = Batch(name: name, expectedCount: expectedCount, expectedTotals: totals, openedAt: now)
        batch.openedBy = who?.id ?? ""
        batch.verifiedFields = Self.withoutRepeats(verifiedFields)
        try mapped {
            try pool.write { db in
                if let open = try Self.openBatch(in: db) { throw BatchError.anotherIsOpen(open.name) }
                if try Self.batch(named: name, in: db) != nil { throw BatchError.nameTaken(name) }
                try db.execute(
                    sql: """
                        INSERT INTO batch (id, name, expected_count, expected_totals, opened_at, opened_by, verified_fields)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        batch.id.uuidString.lowercased(), name, expectedCount, Self.encodedTotals(totals),
                        batch.openedAt.epochMilliseconds, batch.openedBy, Self.encodedFields(batch.verifiedFields)
                    ])
            }
        }
        return batch
    }

    /// The batch open now, if any.
    public func current() throws -> Batch? {
        try mapped { try pool.read { try Self.openBatch(in: $0) } }
    }

    /// Every batch, the newest first.
    public func all() throws -> [Batch] {
        try mapped {
            try pool.read { db in
                try Row.fetchAll(db, sql: "SELECT \(Self.batchColumns) FROM batch ORDER BY opened_at DESC, name")
                    .map(Self.batch(from:))
            }
        }
    }

    /// The batch named `name` (case ignored), or nil.
    public func named(_ name: String) throws -> Batch? {
        try mapped { try pool.read { try Self.batch(named: name, in: $0) } }
    }

    /// The batch's keyed count and totals against its expected ones.
    public func progress(of batch: Batch) throws -> BatchProgress {
        try mapped { try pool.read { try Self.progress(of: batch, in: $0) } }
    }

    /// Closes the batch named `name`: when it balances, or with a supervisor's `override`
    /// (recorded with it). Throws `BatchError.doesNotBalance` with the figures otherwise.
    @discardableResult
    public func close(named name: String, override: BatchOverride? = nil, now: Date = Date()) throws -> BatchProgress {
        if let override,
            override.supervisor.trimmingCharacters(in: .whitespaces).isEmpty
                || override.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            throw BatchError.overrideIncomplete
        }
        return try mapped {
            try pool.write { db in
                guard var batch = try Self.batch(named: name, in: db) else { throw BatchError.notFound(name) }
                guard batch.isOpen else { throw BatchError.alreadyClosed(batch.name) }
                let progress = try Self.progress(of: batch, in: db)
                // A batch that balances closes as balanced: an override is recorded only when needed.
                let used = progress.isBalanced ? nil : override
                guard progress.isBalanced || used != nil else { throw BatchError.doesNotBalance(progress) }
                batch.closedAt = now.truncatedToMilliseconds
                batch.override = used
                try db.execute(
                    sql: """
                        UPDATE batch SET closed_at = ?, override_supervisor = ?, override_reason = ? WHERE id = ?
                        """,
                    arguments: [batch.closedAt?.epochMilliseconds, used?.supervisor, used?.reason, batch.id.uuidString.lowercased()])
                return BatchProgress(batch: batch, keyedCount: progress.keyedCount, keyedTotals: progress.keyedTotals)
            }
        }
    }

    /// Opens a closed batch again (to correct it); its override, if any, no longer holds. It is
    /// then this desk's open batch, wherever it was opened first.
    @discardableResult
    public func reopen(named name: String) throws -> Batch {
        try mapped {
            try pool.write { db in
                guard var batch = try Self.batch(named: name, in: db) else { throw BatchError.notFound(name) }
                guard !batch.isOpen else { throw BatchError.alreadyOpen(batch.name) }
                if let open = try Self.openBatch(in: db) { throw BatchError.anotherIsOpen(open.name) }
                try db.execute(
                    sql: """
                        UPDATE batch SET closed_at = NULL, override_supervisor = NULL, override_reason = NULL,
                            verification_started_at = NULL, here = 1 WHERE id = ?
                        """,
                    arguments: [batch.id.uuidString.lowercased()])
                batch.closedAt = nil
                batch.override = nil
                return batch
            }
        }
    }

    /// The batch's entries, oldest first (the order they were keyed in).
    public func entries(in batch: Batch) throws -> [Entry] {
        try mapped {
            try pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT \(Self.prefixed(EntryStore.selectColumns))
                        FROM entry JOIN entry_batch ON entry_batch.entry_id = entry.id
                        WHERE entry_batch.batch_id = ?\(try database.visibleEntriesClause(in: db, joining: true))
                        ORDER BY entry.created_at, entry.seq
                        """, arguments: [batch.id.uuidString.lowercased()]
                ).map { try EntryStore.entry(from: $0, path: path) }
            }
        }
    }

    /// `columns` ("a, b") each prefixed with `entry.`, for a query that joins other tables.
    static func prefixed(_ columns: String) -> String {
        columns.split(separator: ",").map { "entry." + $0.trimmingCharacters(in: .whitespacesAndNewlines) }.joined(separator: ", ")
    }

    /// Puts the entry in the open batch, if one is open, inside a write transaction.
    static func joinOpenBatch(_ entry: Entry, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO entry_batch (entry_id, batch_id) SELECT ?, id FROM batch WHERE closed_at IS NULL AND here = 1
                """, arguments: [entry.id.uuidString.lowercased()])
    }

    static let batchColumns = """
        id, name, expected_count, expected_totals, opened_at, closed_at, override_supervisor, override_reason,
        verified_fields, verification_started_at, opened_by
        """

    private static func openBatch(in db: Database) throws -> Batch? {
        try Row.fetchOne(db, sql: "SELECT \(batchColumns) FROM batch WHERE closed_at IS NULL AND here = 1").map(batch(from:))
    }

    static func batch(named name: String, in db: Database) throws -> Batch? {
        try Row.fetchOne(
            db, sql: "SELECT \(batchColumns) FROM batch WHERE name = ?",
            arguments: [name.trimmingCharacters(in: .whitespacesAndNewlines)]
        ).map(batch(from:))
    }

    private static func progress(of batch: Batch, in db: Database) throws -> BatchProgress {
        var amounts: [String: [String]] = [:]
        var count = 0
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT entry.amount, entry.currency FROM entry JOIN entry_batch ON entry_batch.entry_id = entry.id
                WHERE entry_batch.batch_id = ?
                """, arguments: [batch.id.uuidString.lowercased()])
        while let row = try rows.next() {
            amounts[row["currency"], default: []].append(row["amount"])
            count += 1
        }
        return BatchProgress(batch: batch, keyedCount: count, keyedTotals: amounts.mapValues { DecimalTotals.sum($0) })
    }

    /// The batch in a row selected with `batchColumns`.
    static func batch(from row: Row) throws -> Batch {
        let idText: String = row["id"]
        let supervisor: String? = row["override_supervisor"]
        let reason: String? = row["override_reason"]
        let closed: Int64? = row["closed_at"]
        let fields: String = row["verified_fields"]
        let verificationStarted: Int64? = row["verification_started_at"]
        var batch = Batch(
            id: UUID(uuidString: idText) ?? UUID(), name: row["name"], expectedCount: row["expected_count"],
            expectedTotals: decodedTotals(row["expected_totals"]), openedAt: Date(epochMilliseconds: row["opened_at"]),
            closedAt: closed.map(Date.init(epochMilliseconds:)),
            override: supervisor.map { BatchOverride(supervisor: $0, reason: reason ?? "") })
        batch.verifiedFields = fields.split(separator: ",").compactMap { VerifiedField(rawValue: String($0)) }
        batch.verificationStartedAt = verificationStarted.map(Date.init(epochMilliseconds:))
        batch.openedBy = row["opened_by"]
        return batch
    }

    /// A batch's verified fields as stored: their names, comma-separated (`amount,postal_code,iban`).
    static func encodedFields(_ fields: [VerifiedField]) -> String {
        fields.map(\.rawValue).joined(separator: ",")
    }

    /// `fields` each once, in their order.
    static func withoutRepeats(_ fields: [VerifiedField]) -> [VerifiedField] {
        var seen = Set<VerifiedField>()
        return fields.filter { seen.insert($0).inserted }
    }

    private static func encodedTotals(_ totals: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(totals)) ?? Data("{}".utf8), as: UTF8.self)
    }

    private static func decodedTotals(_ text: String) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
    }
}
