import EntryStore
import Foundation
import ServerTestSupport
import Testing
import TeamServer
import TestSupport

/// `entrydesk sync now` and `entrydesk sync status`, run as a script would run them.
@Suite(.enabled(if: TestCluster.isRunnable), .serialized)
struct SyncCommandTests {
    /// The configuration file is one of the test's own (no [sync] server, no kiosk).
    private func environment(_ folder: URL) -> [String: String] {
        ["ENTRYDESK_CONFIG": folder.appendingPathComponent("entrydesk.conf").path]
    }

    @Test func syncNowEmptiesTheOutboxAndStatusSaysSoWithoutThePassword() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let desk = try team.desk()
        for index in 0..<5 { try desk.store.insert(entry("P\(index)", minute: Int64(index))) }
        let folder = desk.store.url.deletingLastPathComponent()
        let database = desk.store.url.path
        let password = try #require(URLComponents(string: desk.address.text)?.password)

        let before = try ToolProcess.run(
            ["sync", "status", "--database", database, "--server", desk.address.text, "--json"],
            environment: environment(folder))
        #expect(before.status == 0)
        #expect(before.output.contains("\"waiting\":5") && before.output.contains("\"last_success\":null"), "\(before.output)")

        let now = try ToolProcess.run(
            ["sync", "now", "--database", database, "--server", desk.address.text],
            environment: environment(folder))
        #expect(now.status == 0, "\(now.errors)")
        #expect(now.output.contains("Sent 5"))
        let after = try ToolProcess.run(
            ["sync", "status", "--database", database],
            environment: environment(folder)
                .merging(["ENTRYDESK_SERVER": desk.address.text]) { $1 })
        #expect(after.output.contains("0 entries waiting") && after.output.contains("Last synced: 20"), "\(after.output)")
        for text in [before.output, before.errors, now.output, now.errors, after.output, after.errors] {
            #expect(!text.contains(password), "the password is never printed")
        }
    }

    /// Two operators open batches at their desks with `entrydesk batch open`; after
    /// `entrydesk sync now` everywhere, the supervisor's `entrydesk batch list` shows both, with
    /// who opened each and its figures, and `entrydesk stats` counts every operator's entries.
    @Test func aSupervisorsDeskListsEveryOperatorsBatches() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let ann = try team.desk("ann"), ben = try team.desk("ben"), supervisor = try team.desk("sup")
        func run(_ desk: SyncTeam.Machine, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
            try ToolProcess.run(
                arguments + ["--database", desk.store.url.path],
                environment: environment(desk.store.url.deletingLastPathComponent())
                    .merging(["ENTRYDESK_SERVER": desk.address.text]) { $1 })
        }
        for (desk, name, operatorID) in [(ann, "Ann's slips", "ann"), (ben, "Ben's slips", "ben")] {
            let opened = try run(desk, ["batch", "open", name, "--count", "1", "--total", "12.50 EUR", "--operator", operatorID])
            #expect(opened.status == 0, "\(opened.errors)")
            try desk.store.insert(entry("\(operatorID)'s slip"), joiningOpenBatch: true, by: OperatorStamp(operatorID))
            let synced = try run(desk, ["sync", "now"])
            #expect(synced.status == 0 && synced.output.contains("; sent 3 and received"), "\(synced.output)")
        }
        let pulled = try run(supervisor, ["sync", "now"])
        #expect(pulled.status == 0 && pulled.output.contains("received 2 entries"), "\(pulled.output)")
        let list = try run(supervisor, ["batch", "list"])
        #expect(
            list.output.split(separator: "\n").sorted() == [
                "Ann's slips  open  1 of 1 entries  EUR 12.50 of 12.50 (0.00)  opened by ann",
                "Ben's slips  open  1 of 1 entries  EUR 12.50 of 12.50 (0.00)  opened by ben"
            ], "\(list.output)")
        let stats = try run(supervisor, ["stats", "--json"])
        #expect(stats.output.contains("\"operator\":\"ann\"") && stats.output.contains("\"operator\":\"ben\""), "\(stats.output)")
    }

    @Test func syncNowFailsWhileEntriesWaitAndSaysWhy() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let desk = try team.desk()
        try desk.store.insert(entry("Waiting"))
        let folder = desk.store.url.deletingLastPathComponent()
        var wrong = URLComponents(string: desk.address.text)!
        wrong.password = "not-the-password"
        let failed = try ToolProcess.run(
            ["sync", "now", "--database", desk.store.url.path, "--server", wrong.string!],
            environment: environment(folder))
        #expect(failed.status == 1)
        #expect(failed.errors.contains("password refused for role \(desk.name)"), "\(failed.errors)")
        #expect(failed.errors.contains("1 entries still wait") || failed.errors.contains("still wait"))
        #expect(!failed.errors.contains("not-the-password"))
        let status = try ToolProcess.run(["sync", "status", "--database", desk.store.url.path], environment: environment(folder))
        #expect(status.output.contains("Last error: password refused for role \(desk.name)"), "\(status.output)")
    }

    /// kill -9 of `entrydesk sync now` in the middle of its push: after the next run, the
    /// server has every entry once.
    @Test(.timeLimit(.minutes(3))) func killedInTheMiddleOfAPushNothingIsLostOrDoubled() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let desk = try team.desk()
        let count = 30_000
        var batch: [Entry] = []
        for index in 0..<count {
            batch.append(entry("P\(index)", minute: Int64(index)))
            if batch.count == 5_000 {
                try desk.store.insert(contentsOf: batch)
                batch = []
            }
        }
        let folder = desk.store.url.deletingLastPathComponent()
        let arguments = ["sync", "now", "--database", desk.store.url.path, "--server", desk.address.text]
        let (process, _, _) = try ToolProcess.start(arguments, environment: environment(folder))
        try waitUntil("part of the push committed", timeout: .seconds(60)) {
            let live = try team.serverCounts().live
            return live > 0 || !process.isRunning
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let partial = try team.serverCounts().live
        #expect(partial < count, "killed before the end (\(partial) sent)")
        let again = try ToolProcess.run(arguments, environment: environment(folder))
        #expect(again.status == 0, "\(again.errors)")
        #expect(try team.serverCounts() == (live: count, rows: count))
        #expect(try desk.store.count() == count && desk.store.sync.waitingCount() == 0)
    }
}
