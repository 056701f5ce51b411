import Foundation
import ServerTestSupport
import TeamServer

/// Changes and machines for the push and pull tests.
enum SyncFixtures {
    static func change(_ entry: UUID, base: Int64? = nil, name: String, deleted: Bool = false) -> OutgoingChange {
        OutgoingChange(
            changeID: UUID(), entryID: entry, baseVersion: base, deleted: deleted,
            fields: deleted ? [:] : ["name": name, "city": "Berlin", "amount": "12.50"],
            changedAt: Date(timeIntervalSince1970: 1_790_000_000.25))
    }

    /// A fresh database with the schema and `count` desks, each connected.
    static func desks(_ count: Int) throws -> (database: TestDatabase, desks: [PostgresConnection]) {
        let (database, addresses) = try deskAddresses(count)
        return (database, try addresses.map { try PostgresConnection($0) })
    }

    /// A fresh database with the schema and the addresses of `count` new desks.
    static func deskAddresses(_ count: Int) throws -> (database: TestDatabase, addresses: [ServerAddress]) {
        let database = try TestCluster.require().freshDatabase()
        let (administration, _) = try database.setUp()
        let addresses = try (0..<count).map { _ in
            ServerAddress(try administration.addDesk(TestDatabase.uniqueMachineName("d")).uri)
        }
        return (database, addresses)
    }

    /// Pulls from `cursor` until `done` holds for everything pulled, or throws after `timeout`
    /// seconds. A pull hands out a row only once every transaction older than its writer has
    /// ended, in the whole cluster: other tests' open transactions can hold a row back a moment.
    static func pullUntil(
        _ desk: PostgresConnection, from cursor: PullCursor = .start, limit: Int = 1000, timeout: TimeInterval = 30,
        _ done: ([PulledEntry]) -> Bool
    ) throws -> (entries: [PulledEntry], cursor: PullCursor) {
        let deadline = Date().addingTimeInterval(timeout)
        var pulled = try pullAll(desk, from: cursor, limit: limit)
        while !done(pulled.entries) {
            guard Date() < deadline else {
                throw TestClusterError("timed out after \(timeout) s pulling: \(pulled.entries.count) entries so far")
            }
            Thread.sleep(forTimeInterval: 0.02)
            let more = try pullAll(desk, from: pulled.cursor, limit: limit)
            pulled = (pulled.entries + more.entries, more.cursor)
        }
        return pulled
    }

    /// Everything a desk can pull now, from `cursor`, page by page; and the cursor after it.
    static func pullAll(
        _ desk: PostgresConnection, from cursor: PullCursor = .start, limit: Int = 1000
    ) throws -> (entries: [PulledEntry], cursor: PullCursor) {
        var entries: [PulledEntry] = []
        var cursor = cursor
        while true {
            let page = try desk.pull(after: cursor, limit: limit)
            entries += page.entries
            cursor = page.next
            if page.isLast { return (entries, cursor) }
        }
    }
}
