import Foundation
import GRDB

/// The form in progress of each window, so that a crash or a restart loses nothing typed. Two
/// windows on one database keep a draft each (`DraftOwner`); a draft whose process has ended
/// is claimed by the next window that starts.
///
/// Reached as `EntryStore.drafts`; it writes to the store's one database.
public struct Drafts: Sendable, StoreConcern {
    let database: StoreDatabase

    /// Saves `owner`'s form in progress, replacing its previous draft (one durable write).
    public func save(_ draft: DraftEntry, owner: DraftOwner, now: Date = Date()) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(draft), as: UTF8.self)
        try mapped {
            try pool.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO window_draft (window_id, owner, saved_at, fields) VALUES (?, ?, ?, ?)",
                    arguments: [owner.windowID, owner.process, now.epochMilliseconds, json])
            }
        }
    }

    /// `owner`'s saved draft, or nil when it has none.
    public func load(owner: DraftOwner) throws -> DraftEntry? {
        let json = try mapped {
            try pool.read {
                try String.fetchOne($0, sql: "SELECT fields FROM window_draft WHERE window_id = ?", arguments: [owner.windowID])
            }
        }
        return try json.map(decode)
    }

    /// When `owner`'s draft was last saved, or nil when it has none.
    public func savedAt(owner: DraftOwner) throws -> Date? {
        try mapped {
            try pool.read {
                try Int64.fetchOne($0, sql: "SELECT saved_at FROM window_draft WHERE window_id = ?", arguments: [owner.windowID])
            }
        }.map { Date(epochMilliseconds: $0) }
    }

    /// Removes `owner`'s draft (after Save, or when the person discards it).
    public func clear(owner: DraftOwner) throws {
        try mapped { try pool.write { try Self.clear(owner: owner, in: $0) } }
    }

    /// Removes `owner`'s draft inside a write transaction (one that saves its entry, say).
    static func clear(owner: DraftOwner, in db: Database) throws {
        try db.execute(sql: "DELETE FROM window_draft WHERE window_id = ?", arguments: [owner.windowID])
    }

    /// The newest draft no running process owns (its window crashed, was killed, or the last
    /// session ended with it), made `owner`'s in the same transaction so that no other window
    /// takes it too; nil when there is none.
    public func claimOrphaned(for owner: DraftOwner, now: Date = Date()) throws -> DraftEntry? {
        // A read first: with nothing to claim (the usual start), no write waits for a lock
        // another program (an import) may hold.
        guard try orphanedCount(besides: owner) > 0 else { return nil }
        let json: String? = try mapped {
            try pool.write { db in
                let rows = try Row.fetchAll(db, sql: "SELECT window_id, owner, fields FROM window_draft ORDER BY saved_at DESC")
                guard
                    let orphan = rows.first(where: { row in
                        let process: String = row["owner"]
                        let window: String = row["window_id"]
                        return window != owner.windowID && !DraftOwner.isRunning(process)
                    })
                else { return nil }
                try Self.clear(owner: owner, in: db)
                try db.execute(
                    sql: "UPDATE window_draft SET window_id = ?, owner = ?, saved_at = ? WHERE window_id = ?",
                    arguments: [owner.windowID, owner.process, now.epochMilliseconds, orphan["window_id"] as String])
                return orphan["fields"]
            }
        }
        return try json.map(decode)
    }

    /// How many drafts no running process owns (waiting for a window to claim them).
    public func orphanedCount(besides owner: DraftOwner) throws -> Int {
        let owners = try mapped {
            try pool.read { try Row.fetchAll($0, sql: "SELECT window_id, owner FROM window_draft") }
        }
        return owners.filter { ($0["window_id"] as String) != owner.windowID && !DraftOwner.isRunning($0["owner"]) }.count
    }

    private func decode(_ json: String) throws -> DraftEntry {
        do {
            return try JSONDecoder().decode(DraftEntry.self, from: Data(json.utf8))
        } catch {
            throw EntryStoreError.unreadableDraft(path: path, reason: String(describing: error))
        }
    }
}
