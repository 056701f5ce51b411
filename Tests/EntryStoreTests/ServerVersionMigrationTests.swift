import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// v14 moves each entry's server version from `entry_sync` onto the entry, and a deleted
/// entry's onto its waiting delete.
@Suite("Migration v14 keeps every base version")
struct ServerVersionMigrationTests {
    @Test("a v13 desk's edits and deletes go with the versions they were made on")
    func versionsMoveToTheEntriesAndTheWaitingDeletes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("entries.sqlite")
        let edited = sampleEntry(name: "Anna Edited", minute: 1)
        let deleted = sampleEntry(name: "Bernd Deleted", minute: 2)
        let unsynced = sampleEntry(name: "Carla Local", minute: 3)
        let untouched = sampleEntry(name: "Dora Untouched", minute: 4)
        let sentOnly = sampleEntry(name: "Emil Sent", minute: 5)
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { $0.add(function: DuplicateKeySchema.function()) }
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try EntrySchema.migrator.migrate(queue, upTo: "v13")
            try queue.write { db in
                for entry in [edited, deleted, untouched, sentOnly] { try insertBeforeOfficeFields(entry, in: db) }
                // Confirmed by the server, which has them at versions 3, 5 and 7 (the last one's
                // version not pulled back yet).
                try db.execute(sql: "DELETE FROM sync_outbox")
                for (entry, version) in [(edited, 3), (deleted, 5), (untouched, 7)] {
                    try db.execute(
                        sql: "INSERT INTO entry_sync (entry_id, server_version) VALUES (?, ?)",
                        arguments: [entry.id.uuidString.lowercased(), version])
                }
                try db.execute(sql: "UPDATE entry SET name = 'Anna Changed' WHERE id = ?", arguments: [edited.id.uuidString.lowercased()])
                try db.execute(sql: "DELETE FROM entry WHERE id = ?", arguments: [deleted.id.uuidString.lowercased()])
                try insertBeforeOfficeFields(unsynced, in: db)
            }
            try queue.close()
        }
        let store = try EntryStore(url: url)
        #expect(try store.schemaVersion() == EntrySchema.version)
        let changes = Dictionary(uniqueKeysWithValues: try store.sync.outgoingChanges(limit: 10).map { ($0.entryID, $0) })
        #expect(changes.count == 3)
        #expect(changes[edited.id]?.baseVersion == 3 && changes[edited.id]?.deleted == false)
        #expect(changes[edited.id]?.fields["name"] == "Anna Changed")
        #expect(changes[deleted.id]?.baseVersion == 5 && changes[deleted.id]?.deleted == true)
        #expect(changes[unsynced.id]?.baseVersion == nil && changes[unsynced.id]?.deleted == false)
        // A later delete of an entry nobody changed goes on the version it was pulled at.
        _ = try store.delete(id: untouched.id)
        #expect(try store.sync.outgoingChanges(limit: 10).first { $0.entryID == untouched.id }?.baseVersion == 7)
        // One the server confirmed before any pull: its delete is sent, on "version unknown".
        _ = try store.delete(id: sentOnly.id)
        let sentDelete = try store.sync.outgoingChanges(limit: 10).first { $0.entryID == sentOnly.id }
        #expect(sentDelete?.deleted == true && sentDelete?.baseVersion == SyncSchema.reachedServerVersion)
        #expect(try store.pool.read { try Bool.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master WHERE name = 'entry_sync'") } == false)
        // Moving the versions changed nothing search sees, and the index still agrees with the rows.
        #expect(try store.searchCount("Changed") == 1)
        try store.verifyIntegrity()
    }
}
