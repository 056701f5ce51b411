import Foundation
import ServerTestSupport
import Testing
@testable import TeamServer

/// Machine roles: a desk reads and writes, a kiosk only adds, a removed machine is shut out.
@Suite(.enabled(if: TestCluster.isRunnable)) struct ServerAdministrationTests {
    @Test func aDeskGetsARoleWhoseURIConnects() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        let name = TestDatabase.uniqueMachineName("b")
        let desk = try administration.addDesk(name)
        #expect(desk.role == "desk_" + name)
        #expect(desk.uri.hasPrefix("postgresql://desk_\(name):"))
        #expect(desk.uri.hasSuffix("@127.0.0.1:\(database.cluster.port)/\(database.name)"))
        let connection = try PostgresConnection(ServerAddress(desk.uri))
        #expect(connection.role == desk.role)
        #expect(try connection.execute("SELECT count(*) FROM entrydesk.entry") == [["0"]])
        // The password is long, and the server keeps only its SCRAM verifier.
        let password = try #require(desk.uri.split(separator: ":")[2].split(separator: "@").first)
        #expect(password.count >= 24)
        let stored = try database.adminConnection().execute("SELECT rolpassword FROM pg_authid WHERE rolname = $1", [desk.role])
        #expect(stored.first?.first??.hasPrefix("SCRAM-SHA-256$") == true)
    }

    @Test func aMachineURIKeepsTheAdministratorsTLSModeAndSocketFolder() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let cluster = database.cluster
        // Over the Unix socket (trusted locally), with an sslmode the machines must keep.
        let socket = cluster.folder.appendingPathComponent("socket").path
        let encoded = socket.replacingOccurrences(of: "/", with: "%2F")
        let address = ServerAddress("postgresql://postgres@/\(database.name)?host=\(encoded)&port=\(cluster.port)&sslmode=disable")
        let administration = ServerAdministration(try PostgresConnection(address), address: address)
        try administration.setup()
        let desk = try administration.addDesk(TestDatabase.uniqueMachineName("sock"))
        #expect(desk.uri.hasSuffix("@/\(database.name)?host=\(encoded)&port=\(cluster.port)&sslmode=disable"))
        #expect(try PostgresConnection(ServerAddress(desk.uri)).role == desk.role)
    }

    @Test func aKioskCannotReadEntriesNotEvenItsOwn() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        let kiosk = try administration.addKiosk(TestDatabase.uniqueMachineName("hall"))
        let connection = try PostgresConnection(ServerAddress(kiosk.uri))
        // What a kiosk may read: the schema's version, before it pushes.
        try ServerSchema.check(connection)
        let entry = UUID()
        _ = try connection.push([SyncFixtures.change(entry, name: "Anna")], as: .kiosk)
        let error = try #require(throws: ServerError.self) { try connection.execute("SELECT * FROM entrydesk.entry") }
        #expect(error.kind == .privilege)
        #expect(error.sqlState == "42501")
        let pull = try #require(throws: ServerError.self) { try connection.pull(after: .start, limit: 10) }
        #expect(pull.kind == .privilege)
        for table in ["overwritten_version", "applied_change"] {
            let other = try #require(throws: ServerError.self) { try connection.execute("SELECT * FROM entrydesk.\(table)") }
            #expect(other.sqlState == "42501")
        }
    }

    @Test func aKioskCannotWriteInAnotherRolesName() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        let kiosk = try administration.addKiosk(TestDatabase.uniqueMachineName("hall"))
        let connection = try PostgresConnection(ServerAddress(kiosk.uri))
        let error = try #require(throws: ServerError.self) {
            try connection.execute(
                """
                INSERT INTO entrydesk.entry (id, version, fields, changed_by, changed_at)
                VALUES (gen_random_uuid(), 1, '{}', 'desk_someone', now())
                """)
        }
        #expect(error.sqlState == "42501")
    }

    @Test func aRemovedMachineCannotConnectAnyMore() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        let name = TestDatabase.uniqueMachineName("gone")
        let kiosk = try administration.addKiosk(name)
        let open = try PostgresConnection(ServerAddress(kiosk.uri))
        #expect(try administration.remove(name) == kiosk.role)
        let error = try #require(throws: ServerError.self) { try PostgresConnection(ServerAddress(kiosk.uri)) }
        #expect(error.kind == .authentication)
        #expect(!error.message.contains(try #require(kiosk.uri.split(separator: ":")[2].split(separator: "@").first)))
        // Its open session was ended too.
        #expect(throws: ServerError.self) { try open.execute("SELECT 1") }
    }

    @Test func onlyMachineRolesCanBeRemoved() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, connection) = try database.setUp()
        let error = try #require(throws: ServerError.self) { try administration.remove("postgres") }
        #expect(error.message == "no desk or kiosk named postgres on the team server")
        #expect(try connection.execute("SELECT count(*) FROM pg_roles WHERE rolname = 'postgres'") == [["1"]])
    }

    @Test(arguments: ["", "Desk", "a-b", "a b", "x'; DROP ROLE postgres; --", String(repeating: "a", count: 51)])
    func machineNamesOutsideTheSafeAlphabetAreRefused(name: String) throws {
        let error = try #require(throws: ServerError.self) { try MachineRoleName.make(.desk, name: name) }
        #expect(error.message.hasPrefix("machine name '\(name)' is not valid"))
    }

    @Test func aNameWithItsPrefixIsNotPrefixedTwice() throws {
        #expect(try MachineRoleName.make(.desk, name: "desk_b") == "desk_b")
        #expect(try MachineRoleName.make(.kiosk, name: "hall") == "kiosk_hall")
    }

    @Test func addingAnExistingMachineIsRefused() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        let name = TestDatabase.uniqueMachineName("twice")
        _ = try administration.addDesk(name)
        let error = try #require(throws: ServerError.self) { try administration.addDesk(name) }
        #expect(error.message == "role desk_\(name) already exists on the team server: remove it first, or choose another name")
    }
}
