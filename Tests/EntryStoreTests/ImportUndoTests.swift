import Foundation
import SyncModel
import Testing
@testable import EntryStore
import TestSupport

/// `EntryStore.undoImport(id:)` (`entrydesk import --undo`): an import is taken back whole.
@Suite struct ImportUndoTests {
    private func importing(_ csv: String, into store: EntryStore, folder: TemporaryFolder) throws -> ImportReport {
        let file = folder.file("in-\(UUID().uuidString).csv")
        try Data(csv.utf8).write(to: file)
        return try EntryImporter(store: store).importFile(at: file)
    }

    @Test func undoRemovesWhatAnImportAddedAndPutsBackWhatItReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let kept = try store.insert(sampleEntry(name: "Typed in the window", minute: 0))
        let id = UUID().uuidString.lowercased()
        let header = "id,updated_at,name,country_code,amount,currency\n"
        let first = try importing(header + "\(id),2026-01-01T00:00:00Z,First,DE,1,EUR\n", into: store, folder: folder)
        let second = try importing(
            header + "\(id),2026-02-01T00:00:00Z,Second,DE,2,EUR\n"
                + ",,Added,DE,3,EUR\n", into: store, folder: folder)
        #expect(second.replaced == 1 && second.inserted == 1)
        let firstID = try #require(first.importID)
        let secondID = try #require(second.importID)
        #expect(secondID > firstID)

        try store.undoImport(id: secondID)
        #expect(try store.entries(limit: 10).map(\.name).sorted() == ["First", "Typed in the window"])
        #expect(try store.entry(id: try #require(UUID(uuidString: id)))?.amount == "1")
        #expect(throws: EntryStoreError.unknownImport(path: store.path, id: secondID)) { try store.undoImport(id: secondID) }

        try store.undoImport(id: firstID)
        #expect(try store.entries(limit: 10) == [kept])
        let keptForUndo = try store.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM import_replaced") }
        #expect(keptForUndo == 0)
    }

    /// The entry an import replaced comes back with the server's version it had: its next
    /// change (the undo itself) goes to the server on that base, not as an entry it never saw.
    @Test func undoPutsBackTheServerVersionOfWhatItReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let id = UUID()
        let fields = [
            "created_at": "1790000000000", "updated_at": "1790000000000", "name": "Pulled",
            "country_code": "DE", "amount": "1", "currency": "EUR"
        ]
        try store.sync.apply(
            [
                PulledEntry(
                    entryID: id, version: 4, deleted: false, fields: fields, changedBy: "desk_b",
                    changedAt: Date(), overwritten: [])
            ], cursor: "c1")
        let header = "id,updated_at,name,country_code,amount,currency\n"
        let report = try importing(
            header + "\(id.uuidString.lowercased()),2026-11-01T00:00:00Z,Imported,DE,2,EUR\n",
            into: store, folder: folder)
        #expect(report.replaced == 1)
        #expect(try store.sync.outgoingChanges(limit: 10).map(\.baseVersion) == [4])
        try store.undoImport(id: try #require(report.importID))
        #expect(try store.entry(id: id)?.name == "Pulled")
        let change = try #require(try store.sync.outgoingChanges(limit: 10).first)
        #expect(change.baseVersion == 4 && !change.deleted && change.fields["name"] == "Pulled")
        #expect(try store.pool.read { try Int64.fetchOne($0, sql: "SELECT server_version FROM entry") } == 4)
    }

    @Test func anEntryEditedAfterTheImportStaysAsEdited() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let report = try importing("name,country_code,amount,currency\nA,DE,1,EUR\nB,DE,2,EUR\n", into: store, folder: folder)
        var edited = try #require(try store.search("A", limit: 1).first)
        edited.address.name = "A, corrected"
        try store.update(edited)
        try store.undoImport(id: try #require(report.importID))
        #expect(try store.entries(limit: 10).map(\.name) == ["A, corrected"])
    }

    @Test func importingAnExportAgainWritesNothingAndHasNoNumber() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.insert(contentsOf: [sampleEntry(name: "A", minute: 1), sampleEntry(name: "B", minute: 2)])
        let export = folder.file("all.jsonl")
        try EntryExporter(store: store).export(format: .jsonl, to: export)
        let report = try EntryImporter(store: store).importFile(at: export)
        #expect(report == ImportReport(rowsRead: 2, inserted: 0, replaced: 2, rejected: []))
        #expect(report.importID == nil)
        let imported = try store.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entry WHERE import_id IS NOT NULL") }
        #expect(imported == 0)
    }

    @Test func anImportThatWroteNothingHasNoNumber() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let csv = "name,country_code,amount,currency\nA,DE,1,EUR\n"
        #expect(try importing(csv, into: store, folder: folder).importID != nil)
        #expect(try importing(csv, into: store, folder: folder).importID == nil)
    }
}
