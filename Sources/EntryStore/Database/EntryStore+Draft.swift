import Foundation
import GRDB

extension EntryStore {
    /// Saves the form in progress, replacing the previous draft (one durable write).
    public func saveDraft(_ draft: DraftEntry, now: Date = Date()) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(draft), as: UTF8.self)
        try mapped {
            try pool.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO draft (id, saved_at, fields) VALUES (1, ?, ?)",
                    arguments: [now.epochMilliseconds, json])
            }
        }
    }

    /// The saved draft, or nil when there is none.
    public func loadDraft() throws -> DraftEntry? {
        guard let json = try mapped({
            try pool.read { try String.fetchOne($0, sql: "SELECT fields FROM draft WHERE id = 1") }
        }) else { return nil }
        do {
            return try JSONDecoder().decode(DraftEntry.self, from: Data(json.utf8))
        } catch {
            throw EntryStoreError.unreadableDraft(path: path, reason: String(describing: error))
        }
    }

    /// When the draft was last saved, or nil when there is none.
    public func draftSavedAt() throws -> Date? {
        try mapped {
            try pool.read { try Int64.fetchOne($0, sql: "SELECT saved_at FROM draft WHERE id = 1") }
        }.map { Date(epochMilliseconds: $0) }
    }

    /// Removes the draft (after Save, or when the user discards it).
    public func clearDraft() throws {
        try mapped { try pool.write { try $0.execute(sql: "DELETE FROM draft") } }
    }
}
