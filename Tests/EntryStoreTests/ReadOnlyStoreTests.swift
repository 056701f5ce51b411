import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// `EntryStore(url:readOnly:)`, which `entrydesk export` uses: a database in
/// a read-only file and folder exports, and nothing is created beside it.
@Suite struct ReadOnlyStoreTests {
    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aReadOnlyDatabaseExportsAndGainsNoCompanionFiles() throws {
        let folder = try TemporaryFolder()
        defer {
            chmod(folder.url.path, 0o755)
            folder.cleanUp()
        }
        let databaseFolder = folder.url.appendingPathComponent("locked", isDirectory: true)
        let url = databaseFolder.appendingPathComponent("e.sqlite3")
        do {
            let store = try EntryStore(url: url)
            try store.insert(sampleEntry(name: "Kept", minute: 1))
        }
        // The writer closed: SQLite removed its -wal and -shm files.
        #expect(try names(in: databaseFolder) == ["e.sqlite3"])
        #expect(chmod(url.path, 0o444) == 0 && chmod(databaseFolder.path, 0o555) == 0)
        if getuid() == 0 {
            // Root writes through any permission: only "nothing is created" is tested here.
            print("running as root: chmod does not stop writes; checking only that nothing is created beside the file")
        }

        let store = try EntryStore(url: url, readOnly: true)
        #expect(store.isReadOnly)
        #expect(try store.count() == 1)
        let exported = folder.file("out.jsonl")
        #expect(try EntryExporter(store: store).export(format: .jsonl, to: exported) == 1)
        #expect(try String(contentsOf: exported, encoding: .utf8).contains("Kept"))
        #expect(try names(in: databaseFolder) == ["e.sqlite3"])
        #expect(throws: EntryStoreError.readOnly(path: url.path)) { try store.undoImport(id: 1) }
    }

    @Test func aReadOnlyOpenSeesTheCommitsOfAWriterThatIsOpen() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        let writer = try EntryStore(url: url)
        try writer.insert(sampleEntry(name: "In the WAL", minute: 1))
        // The window has the file open (its -wal holds the last commit): read through it.
        let reader = try EntryStore(url: url, readOnly: true)
        #expect(try reader.entries(limit: 5).map(\.name) == ["In the WAL"])
    }

    @Test func aReadOnlyOpenCreatesNoDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let missing = folder.file("missing.sqlite3")
        #expect(throws: EntryStoreError.self) { try EntryStore(url: missing, readOnly: true) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}
