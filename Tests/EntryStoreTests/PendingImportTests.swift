import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// Imports write in batches that stay hidden until published: every read
/// leaves out the entries and the staged replacements of an import that is not published.
@Suite struct PendingImportTests {
    /// A store with one saved entry ("Saved", München) and an import in progress that added
    /// "Hidden" (Hamburg) and staged a replacement of "Saved" by "Replaced".
    private func storeWithPendingImport(_ folder: TemporaryFolder) throws -> (EntryStore, ImportRun, saved: Entry, hidden: Entry) {
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let saved = try store.insert(sampleEntry(name: "Saved", reference: "SAVED-1", minute: 1))
        let run = try ImportRun.begin(in: store)
        let hidden = try EntryStore.normalizedForStorage(
            sampleEntry(name: "Hidden", city: "Hamburg", postalCode: "20095", reference: "HIDDEN-1", minute: 2))
        var replacement = saved
        replacement.address.name = "Replaced"
        replacement.updatedAt = saved.updatedAt.addingTimeInterval(60)
        // One chunk, as an import writes them: the new row enters with the others in one statement.
        let written = try store.pool.write { db in
            try run.write([(hidden, false), (replacement, true)], in: db)
        }
        #expect(written == [.inserted, .staged])
        return (store, run, saved, hidden)
    }

    /// How many rows the entry table holds, hidden ones included.
    private func rawCount(_ store: EntryStore) throws -> Int {
        try store.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entry") ?? 0 }
    }

    @Test func aPendingImportIsInvisibleToEveryRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, _, saved, hidden) = try storeWithPendingImport(folder)
        #expect(try rawCount(store) == 2)
        // EntryStore+Reading
        #expect(try store.entry(id: hidden.id) == nil)
        #expect(try store.entry(id: saved.id)?.name == "Saved")
        #expect(try store.count() == 1)
        #expect(try store.entries(limit: 10).map(\.name) == ["Saved"])
        #expect(try store.page(limit: 10).entries.map(\.name) == ["Saved"])
        #expect(try store.search("Hamburg", limit: 10).isEmpty)
        #expect(try store.search("Hidden", limit: 10).isEmpty)
        #expect(try store.searchCount("Hamburg") == 0)
        #expect(try store.searchCount("München") == 1)
        // EntryStore+Identifiers and +IDPrefix
        let hiddenKey = try store.pool.read {
            try Int64.fetchOne($0, sql: "SELECT seq FROM entry WHERE id = ?", arguments: [hidden.id.uuidString.lowercased()])
        }
        let key = try #require(hiddenKey)
        #expect(try store.entryKeys(matching: "").count == 1)
        #expect(try store.entryKeys(matching: "Hamburg").isEmpty)
        #expect(try store.entry(key: key) == nil)
        #expect(try store.entries(keys: [key]).isEmpty)
        #expect(try store.entryKeys(idPrefix: String(hidden.id.uuidString.prefix(8))).isEmpty)
        // EntryStore+Counting
        #expect(try store.count(createdSince: Date(epochMilliseconds: 0)) == 1)
        // EntryExporter
        let exported = folder.file("out.csv")
        #expect(try EntryExporter(store: store).export(format: .csv, to: exported) == 1)
        let text = try String(contentsOf: exported, encoding: .utf8)
        #expect(text.contains("Saved") && !text.contains("Hidden") && !text.contains("Replaced"))
        // SavedContentIndex: a hidden entry is not "already saved".
        try store.pool.read { db in
            let index = try SavedContentIndex(db: db, upTo: Int64.max, store: store)
            #expect(try !index.containsEntry(like: hidden, comparingCreatedAt: true, comparingUpdatedAt: true, in: db))
        }
    }

    @Test func publishingShowsEverythingAtOnceAndKeepsNewerEdits() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, run, saved, _) = try storeWithPendingImport(folder)
        let published = try run.publish()
        #expect(published.replaced == 1 && published.keptNewer == 0 && published.inserted == 0)
        #expect(try store.count() == 2)
        let replaced = try #require(try store.entry(id: saved.id))
        #expect(replaced.name == "Replaced" && replaced.createdAt == saved.createdAt)
        #expect(try store.search("Hamburg", limit: 10).map(\.name) == ["Hidden"])

        // An edit in the window while an import runs wins over the import's older replacement.
        let second = try ImportRun.begin(in: store)
        var stale = replaced
        stale.address.name = "Stale"
        try store.pool.write { db in _ = try second.write([(stale, false)], in: db) }
        let edited = try store.update(replaced, now: replaced.updatedAt.addingTimeInterval(3600))
        let outcome = try second.publish()
        #expect(outcome.keptNewer == 1 && outcome.replaced == 0)
        #expect(try store.entry(id: saved.id) == edited)
    }

    @Test func aFailingImportTakesBackItsEarlierBatches() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        var csv = "name,country_code,amount,currency\n"
        for row in 0..<(ImportBatch.rowsPerBatch * 2 + 10) { csv += "Row \(row),DE,1,EUR\n" }
        csv += "\"unterminated,DE,1,EUR\n"
        let file = folder.file("broken.csv")
        try Data(csv.utf8).write(to: file)
        #expect(throws: ImportError.self) { try EntryImporter(store: store).importFile(at: file) }
        #expect(try store.count() == 0)
        #expect(try rawCount(store) == 0)
        let imports = try store.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM import_log") }
        #expect(imports == 0)
    }

    @Test func anImportWhoseProcessDiedIsTakenBackByTheNextOpenNeverALiveOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (store, live, saved, _) = try storeWithPendingImport(folder)
        let dead = try ImportRun.begin(in: store)
        try store.pool.write { db in
            _ = try dead.write([(sampleEntry(name: "Orphan", minute: 5), false)], in: db)
            // No process has pid 0: the owner has ended.
            try db.execute(sql: "UPDATE import_log SET owner = 'boot:0:0' WHERE id = ?", arguments: [dead.id])
        }
        #expect(try rawCount(store) == 3)
        let reopened = try EntryStore(url: store.url)
        // The dead import's row goes (in the background); the live one (this process) keeps its
        // rows and staging.
        let imports = { try reopened.pool.read { try Int64.fetchAll($0, sql: "SELECT id FROM import_log") } }
        #expect(try eventually { try imports() == [live.id] })
        #expect(try rawCount(reopened) == 2)
        _ = try live.publish()
        #expect(try reopened.count() == 2)
        #expect(try reopened.entry(id: saved.id)?.name == "Replaced")
    }

    @Test func aVersion3DatabaseMigratesAndImports() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("v3.sqlite3")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
        try EntrySchema.migrator.migrate(queue, upTo: "v3")
        let old = sampleEntry(name: "Before", minute: 1)
        try queue.write {
            try $0.execute(
                sql: "INSERT INTO entry (id, created_at, updated_at, name, amount) VALUES (?, ?, ?, 'Before', '1')",
                arguments: [old.id.uuidString.lowercased(), 1, 1])
        }
        try queue.close()
        let store = try EntryStore(url: url)
        #expect(try store.schemaVersion() == EntrySchema.version)
        #expect(try store.entries(limit: 10).map(\.name) == ["Before"])
        let file = folder.file("in.csv")
        try Data("name,country_code,amount,currency\nAfter,DE,2,EUR\n".utf8).write(to: file)
        let report = try EntryImporter(store: store).importFile(at: file)
        #expect(report.inserted == 1 && report.importID != nil)
        #expect(try store.count() == 2)
    }
}
