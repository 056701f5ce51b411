import Foundation
import SyncModel
import GRDB

/// The team records waiting for the server: batches, their entries, history, operators'
/// figures and PINs (`TeamRecordKind`), each sent as it is when it goes.
extension SyncLedger {
    /// The oldest `limit` team records waiting for the server (see `TeamRecordKind`), each as it
    /// is now. Records of kinds this machine does not send (`sending`, false for a kiosk's
    /// batches) leave the outbox here, and so does a record gone before it was ever sent, unless
    /// its kind sends deletes.
    public func outgoingRecords(limit: Int, sending: (TeamRecordKind) -> Bool = { _ in true }) throws -> [OutgoingRecord] {
        try mapped {
            try pool.write { db in
                // A read whose every row left the outbox reads on: an empty answer means nothing waits.
                while true {
                    let (records, dropped) = try waitingRecords(limit: limit, sending: sending, in: db)
                    if !records.isEmpty || dropped == 0 { return records }
                }
            }
        }
    }

    /// The first `limit` rows of the outbox as records, and how many of them left it instead.
    private func waitingRecords(limit: Int, sending: (TeamRecordKind) -> Bool, in db: Database) throws -> ([OutgoingRecord], Int) {
        let waiting = try Row.fetchAll(
            db, sql: "SELECT kind, key, change_id, queued_at FROM record_outbox ORDER BY seq LIMIT ?",
            arguments: [limit])
        let drop = try db.cachedStatement(sql: "DELETE FROM record_outbox WHERE kind = ? AND key = ?")
        var records: [OutgoingRecord] = []
        var dropped = 0
        for row in waiting {
            let kindText: String = row["kind"], key: String = row["key"], changeText: String = row["change_id"]
            guard let kind = TeamRecordKind(rawValue: kindText), let changeID = UUID(uuidString: changeText) else {
                throw EntryStoreError.corrupt(path: path, reason: "a record waiting for the server has an unknown kind or an invalid id")
            }
            let table = TeamRecordTable.of(kind)
            let fields = try Self.currentFields(of: table, key: key, in: db)
            guard sending(kind), fields != nil || table.sendsDeletes else {
                try drop.execute(arguments: [kindText, key])
                dropped += 1
                continue
            }
            records.append(
                OutgoingRecord(
                    changeID: changeID, kind: kind, key: key, deleted: fields == nil,
                    fields: fields ?? [:], changedAt: Date(epochMilliseconds: row["queued_at"])))
        }
        return (records, dropped)
    }

    /// Marks `records` as confirmed by the server: their outbox rows go, unless the record changed
    /// again since they were read. With `forgetting` (a kiosk), the history they carried is
    /// deleted here too: the server has it.
    public func confirm(_ records: [OutgoingRecord], forgetting: Bool = false) throws {
        guard !records.isEmpty else { return }
        try mapped {
            try pool.write { db in
                let confirmed = try db.cachedStatement(sql: "DELETE FROM record_outbox WHERE kind = ? AND key = ? AND change_id = ?")
                let forgetEvent = try db.cachedStatement(sql: "DELETE FROM entry_event WHERE event_id = ?")
                for record in records {
                    try confirmed.execute(arguments: [record.kind.rawValue, record.key, record.changeID.uuidString.lowercased()])
                    if forgetting, record.kind == .entryEvent { try forgetEvent.execute(arguments: [record.key]) }
                }
            }
        }
    }

    /// How many team records wait for the server.
    public func waitingRecordCount() throws -> Int {
        try mapped { try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM record_outbox") ?? 0 } }
    }

    /// The record's columns by name as stored now (NULLs left out), or nil when it is gone.
    private static func currentFields(of table: TeamRecordTable, key: String, in db: Database) throws -> [String: String]? {
        guard let match = table.matching(key: key) else { return nil }
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT \(table.sentColumnsSQL) FROM \(table.table) WHERE \(match.sql) AND \(table.ownSQL(""))
                """, arguments: StatementArguments(match.arguments))
        guard let row else { return nil }
        var fields: [String: String] = [:]
        for (index, column) in table.columns.enumerated() {
            let value: DatabaseValue = row[index]
            switch value.storage {
            case .null: continue
            case let .int64(number): fields[column] = String(number)
            case let .double(number): fields[column] = String(number)
            case let .string(text): fields[column] = text
            case let .blob(data): fields[column] = String(decoding: data, as: UTF8.self)
            }
        }
        return fields
    }
}
