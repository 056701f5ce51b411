import Foundation
import SyncModel
import GRDB

/// This desk's side of the team sync: the changes and team records waiting for the server
/// (the outboxes), what a pull brings in and where it stopped, and how the last sync went.
///
/// Reached as `EntryStore.sync`; it reads and writes the store's one database.
public struct SyncLedger: Sendable, StoreConcern {
    let database: StoreDatabase

    /// The oldest `limit` changes waiting for the server, each with the entry as it is now.
    ///
    /// Entries of an import still being written are left out until it is published; a change
    /// whose entry is gone without ever reaching the server (a save undone before a sync, an
    /// import taken back) is dropped here: there is nothing to tell the server.
    public func outgoingChanges(limit: Int) throws -> [OutgoingChange] {
        try outgoingChanges(limit: limit, after: nil).changes
    }

    /// The oldest `limit` changes waiting after the outbox position `after` (nil: from the
    /// first), and the position of the last one read (`after` when none was): a push reads its
    /// next batch this way while the one before is still on its way to the server. An entry
    /// changed again keeps its place in the outbox, so a pass that read past it reads from the
    /// first again before it ends.
    public func outgoingChanges(limit: Int, after: Int64?) throws -> (changes: [OutgoingChange], through: Int64?) {
        // The entry's columns first, from 0 (`SyncFields.fields(of:from:)`); the outbox's by name.
        let columns = SyncFields.selectedColumns.map { "entry.\($0)" }.joined(separator: ", ")
        return try mapped {
            try pool.write { db in
                // Entries of an import still being written wait in SQL, not here: the limit
                // counts only what can go, so a save made during a long import is not stuck
                // behind a million hidden rows.
                let sendable = try database.visibleEntries(in: db).map { "(entry.id IS NULL OR \($0))" } ?? "1"
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT \(columns), sync_outbox.entry_id AS outbox_entry_id, sync_outbox.change_id AS change_id,
                               sync_outbox.queued_at AS queued_at, coalesce(entry.server_version, sync_outbox.base_version) AS base_version,
                               entry.id IS NOT NULL AS entry_exists, sync_outbox.seq AS outbox_seq
                        FROM sync_outbox
                        LEFT JOIN entry ON entry.id = sync_outbox.entry_id
                        WHERE \(sendable) AND sync_outbox.seq > ?
                        ORDER BY sync_outbox.seq LIMIT ?
                        """, arguments: [after ?? 0, limit])
                var changes: [OutgoingChange] = []
                let through: Int64? = rows.last.map { $0["outbox_seq"] } ?? after
                for row in rows {
                    let entryText: String = row["outbox_entry_id"], changeText: String = row["change_id"]
                    guard let entryID = UUID(uuidString: entryText), let changeID = UUID(uuidString: changeText) else {
                        throw EntryStoreError.corrupt(path: path, reason: "a change waiting for the server has an invalid id")
                    }
                    let exists: Bool = row["entry_exists"]
                    let base: Int64? = row["base_version"]
                    if !exists && base == nil {
                        try db.execute(
                            sql: "DELETE FROM sync_outbox WHERE entry_id = ? AND change_id = ?",
                            arguments: [entryText, changeText])
                        continue
                    }
                    changes.append(
                        OutgoingChange(
                            changeID: changeID, entryID: entryID, baseVersion: base, deleted: !exists,
                            fields: exists ? SyncFields.fields(of: row, from: 0) : [:],
                            changedAt: Date(epochMilliseconds: row["queued_at"])))
                }
                return (changes, through)
            }
        }
    }

    /// Marks `changes` as confirmed by the server: their outbox rows go, unless the entry changed
    /// again since they were read (that newer change still waits). With `forgettingEntries` (a
    /// kiosk), the confirmed entries are deleted from this file too, their pages overwritten
    /// (`secure_delete`) and the WAL emptied: no person's data stays on the terminal. Only when
    /// each was saved stays, for the staff's count of today's entries (`EntryStore.count(createdSince:)`).
    public func confirm(_ changes: [OutgoingChange], forgettingEntries: Bool = false) throws {
        guard !changes.isEmpty else { return }
        try mapped {
            try pool.write { db in
                try db.execute(sql: "INSERT INTO sync_applying (active) VALUES (1)")
                let confirmed = try db.cachedStatement(sql: "DELETE FROM sync_outbox WHERE entry_id = ? AND change_id = ?")
                let forgetEntry = try db.cachedStatement(sql: "DELETE FROM entry WHERE id = ?")
                let countForgotten = try db.cachedStatement(
                    sql: """
                        INSERT INTO forgotten_entry (created_at) SELECT created_at FROM entry WHERE id = ?
                        """)
                let forgetVersions = try db.cachedStatement(sql: "DELETE FROM entry_overwritten WHERE entry_id = ?")
                // Its history goes too, once sent (steps still waiting go with their own confirmation).
                let forgetHistory = try db.cachedStatement(
                    sql: """
                        DELETE FROM entry_event WHERE entry_id = ? AND NOT EXISTS
                            (SELECT 1 FROM record_outbox WHERE kind = 'entry_event' AND key = entry_event.event_id)
                        """)
                for change in changes {
                    let entryID = change.entryID.uuidString.lowercased()
                    try confirmed.execute(arguments: [entryID, change.changeID.uuidString.lowercased()])
                    // Changed again since it was read: the newer change still waits.
                    guard db.changesCount > 0, forgettingEntries || change.deleted else { continue }
                    if forgettingEntries {
                        try countForgotten.execute(arguments: [entryID])
                        try forgetEntry.execute(arguments: [entryID])
                    }
                    try forgetVersions.execute(arguments: [entryID])
                    if forgettingEntries { try forgetHistory.execute(arguments: [entryID]) }
                }
                if !forgettingEntries { try Self.markReachedServer(changes.filter { !$0.deleted }, in: db) }
                try db.execute(sql: "DELETE FROM sync_applying")
                if forgettingEntries {
                    try db.execute(
                        sql: "DELETE FROM forgotten_entry WHERE created_at < ?",
                        arguments: [Date().addingTimeInterval(-2 * 86_400).epochMilliseconds])
                }
            }
            if forgettingEntries {
                try pool.writeWithoutTransaction { db in
                    _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                }
            }
        }
    }

    /// Records that the entries of `changes` are on the server where no version of them is
    /// known: in `sent_entry` (see `SyncSchema.v14`), or on the delete already waiting for one
    /// deleted while its push was on the way. A delete made before the next pull (the network
    /// gone after the push, say) would otherwise look like the delete of an entry that never
    /// left this desk, and be dropped unsent.
    private static func markReachedServer(_ changes: [OutgoingChange], in db: Database) throws {
        guard !changes.isEmpty else { return }
        let ids = EntryIDList.json(changes.map { $0.entryID.uuidString.lowercased() })
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO sent_entry (seq)
                SELECT seq FROM entry WHERE server_version IS NULL AND id IN (SELECT value FROM json_each(?))
                """, arguments: [ids])
        try db.execute(
            sql: """
                UPDATE sync_outbox SET base_version = ?2 WHERE base_version IS NULL AND entry_id IN (SELECT value FROM json_each(?1))
                    AND entry_id NOT IN (SELECT id FROM entry)
                """, arguments: [ids, SyncSchema.reachedServerVersion])
    }

    /// How many entries wait for the server.
    public func waitingCount() throws -> Int {
        try mapped { try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sync_outbox") ?? 0 } }
    }

    /// Which of `ids` have changes the server has not confirmed yet.
    public func waitingForServer(_ ids: [UUID]) throws -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        return try mapped {
            try pool.read { db in
                let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
                let found = try String.fetchAll(
                    db, sql: "SELECT entry_id FROM sync_outbox WHERE entry_id IN (\(marks))",
                    arguments: StatementArguments(ids.map { $0.uuidString.lowercased() }))
                return Set(found.compactMap(UUID.init(uuidString:)))
            }
        }
    }
}
