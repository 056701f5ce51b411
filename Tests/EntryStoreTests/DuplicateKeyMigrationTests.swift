import Foundation
import GRDB
import Testing
@testable import EntryStore

@Suite("Migration v8 keys the entries saved before it")
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
            try queue.write { db in try EntryStore.insert(old, in: db) }
            try queue.close()
        }
        let store = try EntryStore(url: url)
        let found = try store.recentDuplicate(of: sampleEntry(street: "Main St 1"), createdSince: Date(epochMilliseconds: 0))
        #expect(found?.id == old.id)
    }
}
