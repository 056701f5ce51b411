import AddressKit
import EntryStore
import EntrySync
import Foundation
import ServerTestSupport
import TeamServer
import TestSupport

/// A team for one test: a fresh database on the test cluster (or a private cluster that the
/// test may kill), set up, and machines that each have a local database in a folder of their own.
final class SyncTeam {
    let database: TestDatabase
    let administration: ServerAdministration
    let admin: PostgresConnection
    private let folder: TemporaryFolder

    init(cluster: TestCluster? = nil) throws {
        database = try (cluster ?? TestCluster.require()).freshDatabase()
        (administration, admin) = try database.setUp()
        folder = try TemporaryFolder("EntrySyncTests")
    }

    /// A machine of the team: its local store, the server address with its own role, its role.
    struct Machine {
        let name: String
        let store: EntryStore
        let address: ServerAddress
        let role: MachineRole

        /// One pass, as `entrydesk sync now` runs it.
        @discardableResult
        func sync() throws -> SyncPass.Moved {
            try SyncPass(store: store, server: TeamServerLink(address: address, role: role), role: role).run()
        }
    }

    func desk(_ stem: String = "desk") throws -> Machine {
        let name = TestDatabase.uniqueMachineName(stem)
        let credentials = try administration.addDesk(name)
        return Machine(
            name: credentials.role, store: try EntryStore(url: folder.file("\(name).sqlite3")),
            address: ServerAddress(credentials.uri), role: .desk)
    }

    func kiosk(_ stem: String = "kiosk") throws -> Machine {
        let name = TestDatabase.uniqueMachineName(stem)
        let credentials = try administration.addKiosk(name)
        return Machine(
            name: credentials.role, store: try EntryStore(url: folder.file("\(name).sqlite3")),
            address: ServerAddress(credentials.uri), role: .kiosk)
    }

    /// Live entries on the server, and all rows (tombstones included), by the superuser on a
    /// connection of its own (a test may have restarted the server since).
    func serverCounts() throws -> (live: Int, rows: Int) {
        let rows = try database.adminConnection().execute("SELECT count(*) FILTER (WHERE NOT deleted), count(*) FROM entrydesk.entry")
        return (Int(rows[0][0] ?? "") ?? -1, Int(rows[0][1] ?? "") ?? -1)
    }

    func tearDown() {
        database.drop()
        folder.cleanUp()
    }
}

/// An entry with plausible values; names tell tests apart.
func entry(_ name: String, minute: Int64 = 0) -> Entry {
    Entry(
        createdAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(minute) * 60),
        address: Address(countryCode: "DE", city: "Berlin", postalCode: "10115", streetLines: ["Hauptstraße 1"], name: name),
        amount: "12.50", currency: "EUR", reference: "")
}
