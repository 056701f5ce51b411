import Foundation
import GRDB

extension EntryStore {
    /// The entry's history, oldest first (by time, as steps pulled from other desks arrive in
    /// any order; in one millisecond a keying comes first and a verification after its edit): who keyed it, every edit with what it changed, deletes
    /// and restores (only what was written with an `OperatorStamp`: imports and syncs are not).
    public func history(of id: UUID) throws -> [EntryEvent] {
        try mapped {
            try pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT kind, operator, at, changes FROM entry_event WHERE entry_id = ?
                        ORDER BY at, CASE kind WHEN 'keyed' THEN 0 WHEN 'verified' THEN 2 ELSE 1 END, seq
                        """, arguments: [id.uuidString.lowercased()]
                ).map { row in
                    EntryEvent(
                        kind: EntryEvent.Kind(rawValue: row["kind"]) ?? .edited, operatorID: row["operator"],
                        at: Date(epochMilliseconds: row["at"]),
                        changes: (try? JSONDecoder().decode([String: EntryEvent.Change].self, from: Data((row["changes"] as String).utf8)))
                            ?? [:])
                }
            }
        }
    }

    /// Records a step of the entry's history in the write transaction that made it.
    static func record(
        _ kind: EntryEvent.Kind, of entryID: UUID, by who: OperatorStamp?, at time: Date,
        changes: [String: EntryEvent.Change] = [:], in db: Database
    ) throws {
        guard let who else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let changesText = String(decoding: (try? encoder.encode(changes)) ?? Data("{}".utf8), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO entry_event (event_id, entry_id, kind, operator, at, changes)
                VALUES (\(SyncSchema.randomUUID), ?, ?, ?, ?, ?)
                """,
            arguments: [entryID.uuidString.lowercased(), kind.rawValue, who.id, time.epochMilliseconds, changesText])
    }

    /// The entry's stored columns by name, each office field under its key (`SyncFields`), for
    /// an edit's changes.
    static func storedFields(of id: UUID, in db: Database) throws -> [String: String]? {
        try Row.fetchOne(
            db, sql: "SELECT \(SyncFields.selectedColumns.joined(separator: ", ")) FROM entry WHERE id = ?",
            arguments: [id.uuidString.lowercased()]
        ).map { SyncFields.fields(of: $0, from: 0) }
    }

    /// What an edit changed, leaving out the time of the change itself.
    static func changes(from old: [String: String], to new: [String: String]) -> [String: EntryEvent.Change] {
        var changes: [String: EntryEvent.Change] = [:]
        let columns = Set(old.keys).union(new.keys)
        for column in columns where column != "updated_at" && old[column, default: ""] != new[column, default: ""] {
            changes[column] = EntryEvent.Change(from: old[column, default: ""], to: new[column, default: ""])
        }
        return changes
    }
}
