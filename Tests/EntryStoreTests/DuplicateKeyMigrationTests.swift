import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

@Suite("Migrations v8 and v12 key the entries saved before them")
struct DuplicateKeyMigrationTests {
    @Test("an entry saved by a v7 build is found as a duplicate after opening with v8")
    func oldRowsAreKeyed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("entries.sqlite")
        let old = sampleEntry(street: "Main Street 1")
        do {
            let queue = try DatabaseQueue(path: url.path)
            try EntrySchema.migrator.migrate(queue, upTo: "v7")
            try queue.write { db in try insertBeforeOfficeFields(old, in: db) }
            try queue.close()
        }
        let store = try EntryStore(url: url)
        let found = try store.recentDuplicate(of: sampleEntry(street: "Main St 1"), createdSince: Date(epochMilliseconds: 0))
        #expect(found?.id == old.id)
    }

    /// A v11 index holds the keys themselves; v12 computes it again with digests, or no entry
    /// saved before would ever be found (the look-up searches the index by digest).
    @Test("an entry saved by a v11 build (keys as text) is found as a duplicate after opening with v12")
    func textKeysBecomeDigests() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("entries.sqlite")
        let old = sampleEntry(street: "Main Street 1")
        do {
            // The function as v8-v11 builds defined it: the key as text.
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                db.add(
                    function: DatabaseFunction(
                        DuplicateKeySchema.functionName,
                        argumentCount: DuplicateKeySchema.keyedColumns.count, pure: true
                    ) { values in
                        DuplicateKeySchema.key(of: values.map { String.fromDatabaseValue($0) ?? "" })
                    })
            }
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try EntrySchema.migrator.migrate(queue, upTo: "v11")
            try queue.write { db in try insertBeforeOfficeFields(old, in: db) }
            #expect(
                try queue.read { try String.fetchOne($0, sql: "SELECT duplicate_key FROM entry INDEXED BY entry_duplicate_key") }
                    == DuplicateKey.of(old))
            try queue.close()
        }
        let store = try EntryStore(url: url)
        #expect(try store.schemaVersion() == EntrySchema.version)
        let found = try store.recentDuplicate(of: sampleEntry(street: "Main St 1"), createdSince: Date(epochMilliseconds: 0))
        #expect(found?.id == old.id)
        #expect(try store.pool.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }

    /// Entries whose keys share a digest (forced here: the odds are 2^-64 a pair) are told apart
    /// by their keys.
    @Test("an entry whose key only shares the digest is not a duplicate")
    func aSharedDigestIsNotADuplicate() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("entries.sqlite"))
        let saved = try store.insert(sampleEntry(street: "Main Street 1"))
        let other = sampleEntry(street: "Other Street 9")
        // Write the saved entry again with the other key's digest, as a collision would give.
        let columns = DuplicateKeySchema.keyedColumns
        try store.pool.write { db in
            let id = saved.id.uuidString.lowercased()
            let row = try #require(
                try Row.fetchOne(
                    db, sql: "SELECT \(columns.joined(separator: ", ")) FROM entry WHERE id = ?",
                    arguments: [id]))
            try db.execute(sql: "DELETE FROM entry WHERE id = ?", arguments: [id])
            store.database.duplicateKeys.offer([
                KeyedFields((0..<columns.count).map { row[$0] as String }): DuplicateKeySchema.digest(ofKey: DuplicateKey.of(other))
            ])
            defer { store.database.duplicateKeys.clear() }
            try EntryStore.insert(saved, in: db)
        }
        #expect(try store.recentDuplicate(of: other, createdSince: Date(epochMilliseconds: 0)) == nil)
        let stored = try store.pool.read { try Data.fetchOne($0, sql: "SELECT duplicate_key FROM entry INDEXED BY entry_duplicate_key") }
        #expect(stored == DuplicateKeySchema.digest(ofKey: DuplicateKey.of(other)), "the index holds the forced digest")
    }
}
