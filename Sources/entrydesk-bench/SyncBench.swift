import ArgumentParser
import EntryStore
import EntrySync
import Foundation
import TeamServer

/// `entrydesk-bench sync`: a desk's sync end to end, its SQLite database included: sending
/// entries waiting in its outbox, and receiving the team's into an empty desk.
struct SyncBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Time a desk sending its waiting entries and an empty desk receiving them (targets 20,000/s and 50,000/s).")

    @Option(
        help: ArgumentHelp("A superuser's URI (default: $ENTRYDESK_TEST_SERVER, as scripts/with-test-server.sh sets).", valueName: "uri"))
    var server: String?

    @Option(help: "Entries to send, then receive.") var count = 100_000

    func run() throws {
        guard let address = BenchTeam.serverAddress(server) else {
            throw ValidationError("no server: pass --server URI or run under scripts/with-test-server.sh")
        }
        let team = try BenchTeam(server: address)
        defer { team.drop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-sync-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sender = try EntryStore(url: folder.appendingPathComponent("sender.sqlite3"))
        try SampleEntryGenerator.fill(sender.url, count: count, seed: 5)
        let pushing = SyncPass(
            store: sender, server: try TeamServerLink(address: ServerAddress(try team.addDesk()), role: .desk), role: .desk)
        var pushed = 0
        let pushSeconds = try secondsTaken { pushed = try pushing.push().pushed }
        guard pushed == count else { throw ValidationError("sent \(pushed) entries, expected \(count)") }
        print(
            String(
                format: "sync: send %d waiting entries: %.2f s (%.0f entries/s, target 20,000)", count, pushSeconds,
                Double(count) / pushSeconds))

        let receiver = try EntryStore(url: folder.appendingPathComponent("receiver.sqlite3"))
        let pulling = SyncPass(
            store: receiver, server: try TeamServerLink(address: ServerAddress(try team.addDesk()), role: .desk), role: .desk)
        var pulled = 0
        let pullSeconds = try secondsTaken { pulled = try pulling.pull().pulled }
        guard pulled == count, try receiver.count() == count else { throw ValidationError("received \(pulled) entries, expected \(count)") }
        print(
            String(
                format: "sync: receive %d entries into an empty desk: %.2f s (%.0f entries/s, target 50,000)", count, pullSeconds,
                Double(count) / pullSeconds))
        // A pull leaves its rows to be indexed for search after it; search finds them meanwhile.
        var found = 0
        let searchSeconds = try secondsTaken { found = try receiver.searchCount("smi") }
        print(String(format: "sync: a search while they wait for the index (\"smi\", %d found): %.0f ms", found, searchSeconds * 1000))
        var indexed = 0
        let indexSeconds = try secondsTaken { indexed = try receiver.searchIndex.indexBacklog() }
        guard indexed == count else { throw ValidationError("indexed \(indexed) entries for search after the pull, expected \(count)") }
        print(
            String(
                format: "sync: then index them for search: %.2f s (received and indexed: %.0f entries/s)",
                indexSeconds, Double(count) / (pullSeconds + indexSeconds)))
    }
}
