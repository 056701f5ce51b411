import ArgumentParser
import Foundation
import TeamServer

/// `entrydesk-bench team-server`: push and pull throughput against a PostgreSQL server on
/// loopback (the server side of sync alone, without the local database).
struct TeamServerBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team-server",
        abstract: "Time pushing and pulling entries through the team server's sync protocol.",
        discussion: "Creates a database of its own on the server (a superuser's URI), and drops it afterwards.")

    @Option(
        help: ArgumentHelp("A superuser's URI (default: $ENTRYDESK_TEST_SERVER, as scripts/with-test-server.sh sets).", valueName: "uri"))
    var server: String?

    @Option(help: "How many entries to push, then pull.") var count = 100_000
    @Option(help: "Changes per push call (one transaction, one statement).") var batch = 1_000
    @Option(help: "Entries per pull page.") var page = 5_000

    func run() throws {
        guard let address = BenchTeam.serverAddress(server) else {
            throw ValidationError("no server: pass --server URI or run under scripts/with-test-server.sh")
        }
        let team = try BenchTeam(server: address)
        defer { team.drop() }
        let uri = try team.addDesk()
        let desk = try PostgresConnection(ServerAddress(uri))

        let changes = (0..<count).map(Self.change)
        var pushed = 0
        let pushSeconds = try secondsTaken {
            while pushed < count {
                let end = min(pushed + batch, count)
                pushed += try desk.push(Array(changes[pushed..<end]), as: .desk).accepted
            }
        }
        print(
            String(
                format: "push %d entries (batches of %d): %.2f s (%.0f entries/s)", count, batch, pushSeconds, Double(count) / pushSeconds))

        let reader = try PostgresConnection(ServerAddress(uri))
        var pulled = 0
        let pullSeconds = try secondsTaken {
            var cursor = PullCursor.start
            while true {
                let result = try reader.pull(after: cursor, limit: page)
                pulled += result.entries.count
                cursor = result.next
                if result.isLast { break }
            }
        }
        guard pulled == count else { throw ValidationError("pulled \(pulled) entries, expected \(count)") }
        print(
            String(format: "pull %d entries (pages of %d): %.2f s (%.0f entries/s)", count, page, pullSeconds, Double(count) / pullSeconds))
    }

    /// A new entry with the columns and lengths of a real one.
    private static func change(_ index: Int) -> OutgoingChange {
        OutgoingChange(
            changeID: UUID(), entryID: UUID(), baseVersion: nil, deleted: false,
            fields: [
                "name": "Jürgen Müller \(index)", "street_line1": "Hauptstraße \(index % 200 + 1)", "city": "München",
                "postal_code": "80331", "country_code": "DE", "amount": "\(index % 1000).50", "currency": "EUR",
                "reference": "INV-\(100_000 + index)"
            ], changedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(index)))
    }
}
