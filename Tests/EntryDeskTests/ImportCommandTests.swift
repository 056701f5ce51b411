import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// `entrydesk import` sharing the database with a window and `entrydesk export` of a
/// read-only database, run as a person would run them.
@Suite struct ImportCommandTests {
    private static let header = "name,country_code,city,postal_code,street_line1,amount,currency\n"

    /// The rows of the entry table, hidden ones included, read without changing the file.
    private func storedRows(_ database: URL) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        // The import writes meanwhile: a read that meets its lock waits instead of failing
        // (a failed read counts as no rows, and the wait would miss every batch).
        configuration.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: database.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entry") ?? 0 }
    }

    @Test func aKilledImportShowsNothingAndTheNextOpenTakesItBack() async throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        var csv = Self.header
        // Enough rows that the import is still writing when a batch shows, even on a loaded
        // machine: with 60,000 it once finished between two looks (CI, the full suite running).
        for row in 0..<150_000 { csv += "Row \(row),DE,Berlin,10115,Street \(row),1.50,EUR\n" }
        let input = try sandbox.write(csv, to: "big.csv")
        let database = sandbox.file("entries.sqlite3")
        let process = try sandbox.start(["import", input.path])
        // Wait until some batches are committed (another process's progress has no event to
        // wait on), then kill it as a crash or power cut would.
        try await waitUntil("a batch of the import committed, or the import ended", timeout: .seconds(120)) {
            ((try? storedRows(database)) ?? 0) >= ImportBatch.rowsPerBatch || !process.isRunning
        }
        try #require(process.isRunning, "the import ended before it could be killed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let written = try storedRows(database)
        #expect(written >= ImportBatch.rowsPerBatch)

        // Nothing of it shows, even to a reader that cleans nothing up.
        let export = try sandbox.run(["export", "--format", "csv"])
        #expect(export.status == 0)
        #expect(!export.output.contains("Row "))
        #expect(try storedRows(database) == written)
        // The next process that opens the database for writing takes the dead import back (in
        // the background, while it shows nothing of it).
        let store = try EntryStore(url: database)
        #expect(try store.count() == 0)
        try await waitUntil("the dead import's rows taken back", timeout: .seconds(60)) { (try? storedRows(database)) == 0 }
        #expect(try storedRows(database) == 0)
    }

    @Test func undoTakesAnImportBackByTheNumberItsSummaryNamed() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let input = try sandbox.write(Self.header + "Anna,DE,Berlin,10115,Street 1,12.50,EUR\n", to: "one.csv")
        let imported = try sandbox.run(["import", input.path])
        #expect(imported.status == 0)
        #expect(imported.output.hasSuffix("entrydesk: this was import 1; entrydesk import --undo 1 takes it back\n"))
        let undone = try sandbox.run(["import", "--undo", "1"])
        #expect(undone.status == 0)
        #expect(undone.output == "entrydesk: import 1 undone\n")
        #expect(try !sandbox.run(["export", "--format", "csv"]).output.contains("Anna"))
        let again = try sandbox.run(["import", "--undo", "1"])
        #expect(again.status == 2)
        #expect(again.output.contains("has no finished import 1 to undo"))
        #expect(try sandbox.run(["import"]).status != 0)
        #expect(try sandbox.run(["import", input.path, "--undo", "1"]).status != 0)
    }

    @Test func exportReadsAReadOnlyDatabaseAndLeavesNothingBesideIt() throws {
        let sandbox = try ToolSandbox()
        let folder = sandbox.file("locked")
        let database = folder.appendingPathComponent("entries.sqlite3")
        defer {
            chmod(folder.path, 0o700)
            sandbox.cleanUp()
        }
        let input = try sandbox.write(Self.header + "Anna,DE,Berlin,10115,Street 1,12.50,EUR\n", to: "one.csv")
        #expect(try sandbox.run(["import", input.path, "--database", database.path]).status == 0)
        #expect(chmod(database.path, 0o444) == 0 && chmod(folder.path, 0o555) == 0)
        // Root writes through any permission: the export then runs as nobody, who cannot.
        let wrapper = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : []
        let export = try sandbox.run(["export", "--format", "csv", "--database", database.path], through: wrapper)
        #expect(export.status == 0, "\(export.output)")
        #expect(export.output.contains("Anna"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["entries.sqlite3"])
    }
}
