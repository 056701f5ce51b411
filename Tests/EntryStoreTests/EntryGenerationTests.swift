import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// The entry generation the live list follows: it moves with every change of the saved
/// entries, from this connection or another, and never with a draft.
struct EntryGenerationTests {
    @Test func movesWithEveryChangeOfTheEntriesAndNotWithDrafts() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let counter = try ChangeCounter(store: store)
        var seen = try counter.value()
        func changed() throws -> Bool {
            let now = try counter.value()
            defer { seen = now }
            return now != seen
        }
        let owner = DraftOwner(windowID: "w", process: "test:1:1")
        try store.drafts.save(DraftEntry(name: "typing"), owner: owner)
        #expect(try !changed(), "a draft is no change of the entries")

        var entry = try store.insert(sampleEntry())
        #expect(try changed(), "insert")
        entry.reference = "INV-2"
        entry = try store.update(entry)
        #expect(try changed(), "update")
        _ = try store.delete(id: entry.id)
        #expect(try changed(), "delete")

        let file = folder.file("in.csv")
        try Data("name,country_code,city,postal_code,street_line1,amount,currency\nAnna,DE,Berlin,10115,Street 1,12.50,EUR\n".utf8).write(
            to: file)
        let report = try EntryImporter(store: store).importFile(at: file)
        #expect(report.inserted == 1)
        #expect(try changed(), "import")
        try store.undoImport(id: try #require(report.importID))
        #expect(try changed(), "import undone")
        #expect(try store.entryGeneration() == seen, "the store and the counter read the same number")
    }
}
