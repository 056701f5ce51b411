import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// v15 adds the office fields to a database of v14, which keeps its entries, their waiting
/// changes and their search.
@Suite("Migration v15 keeps a v14 database's entries")
struct OfficeFieldsMigrationTests {
    @Test("a v14 file made by this build's migrations opens with its entries, searchable, and takes office fields")
    func fromVersion14() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("entries.sqlite")
        let entries = (0..<3).map { sampleEntry(name: "Old Entry \($0)", reference: "REF-\($0)", minute: Int64($0)) }
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { $0.add(function: DuplicateKeySchema.function()) }
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try EntrySchema.migrator.migrate(queue, upTo: "v14")
            try queue.write { db in
                for entry in entries { try insertBeforeOfficeFields(entry, in: db) }
                // One entry pulled and not indexed yet: the rebuild indexes it too.
                try db.execute(
                    sql: "INSERT INTO search_backlog (first_seq, last_seq) SELECT max(seq), max(seq) FROM entry")
                try db.execute(sql: "INSERT INTO entry_fts(entry_fts) VALUES ('rebuild')")
            }
            #expect(try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 14)
            try queue.close()
        }
        let store = try EntryStore(url: url)
        #expect(try store.schemaVersion() == 15)
        for entry in entries {
            #expect(try store.entry(id: entry.id) == entry)
        }
        #expect(try store.sync.outgoingChanges(limit: 10).count == 3, "the changes waiting before still wait")
        #expect(try store.search("Old Entry", limit: 10).count == 3)
        #expect(try store.search("REF-2", limit: 10).map(\.name) == ["Old Entry 2"])
        #expect(try store.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_backlog") } == 0)
        try store.verifyIntegrity()
        var changed = entries[0]
        changed.officeFields = ["iban": "DE89370400440532013000"]
        try store.update(changed)
        #expect(try store.search("DE89370400440532013000", limit: 10).map(\.name) == ["Old Entry 0"])
        try store.verifyIntegrity()
    }
}
