import Foundation
import ServerTestSupport
import TeamServer
import TestSupport
import Testing

/// The team's form on the server (migration 3): set by the administrator, each version once,
/// read by desks and kiosks, written by neither.
@Suite(.enabled(if: TestCluster.isRunnable)) struct TeamFormTests {
    private static let first = TeamForm(version: "office-1", text: #"{"version": "office-1", "fields": []}"#)

    @Test func theAdministratorSetsAFormAndMachinesReadIt() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        #expect(try administration.form() == nil)
        #expect(try administration.setForm(Self.first, canonical: "c1") == .set(previous: nil))
        #expect(try administration.form() == Self.first)

        let desk = try PostgresConnection(ServerAddress(try administration.addDesk(TestDatabase.uniqueMachineName("d")).uri))
        #expect(try desk.teamForm(unlessVersion: nil) == .changed(Self.first))
        #expect(try desk.teamForm(unlessVersion: "office-0") == .changed(Self.first))
        #expect(try desk.teamForm(unlessVersion: "office-1") == .unchanged)
        let kiosk = try PostgresConnection(ServerAddress(try administration.addKiosk(TestDatabase.uniqueMachineName("k")).uri))
        #expect(try kiosk.teamForm(unlessVersion: nil) == .changed(Self.first))
    }

    @Test func noFormSetIsNone() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        let desk = try PostgresConnection(ServerAddress(try administration.addDesk(TestDatabase.uniqueMachineName("d")).uri))
        #expect(try desk.teamForm(unlessVersion: nil) == .none)
        #expect(try desk.teamForm(unlessVersion: "office-1") == .none)
    }

    @Test func theSameVersionTwiceChangesNothingAndAnotherFormUnderItIsRefused() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, connection) = try database.setUp()
        try administration.setForm(Self.first, canonical: "c1")
        // The same form, spaced otherwise: the same canonical form, so the same form.
        let respaced = TeamForm(version: "office-1", text: "{\"version\":\"office-1\",\n \"fields\":[]}")
        #expect(try administration.setForm(respaced, canonical: "c1") == .alreadyInForce)
        #expect(try administration.form() == Self.first, "the text first set stays")

        let changed = TeamForm(version: "office-1", text: #"{"version": "office-1", "fields": [{"key": "x"}]}"#)
        let refusal = #expect(throws: ServerError.self) { try administration.setForm(changed, canonical: "c2") }
        #expect(refusal?.message.contains("another form of version office-1") == true, "\(refusal?.message ?? "")")
        #expect(try administration.form() == Self.first)
        #expect(try connection.execute("SELECT count(*) FROM entrydesk.team_form") == [["1"]])

        let second = TeamForm(version: "office-2", text: #"{"version": "office-2", "fields": []}"#)
        #expect(try administration.setForm(second, canonical: "c3") == .set(previous: "office-1"))
        #expect(try administration.form() == second)
        // An earlier version, unchanged, is in force again.
        #expect(try administration.setForm(Self.first, canonical: "c1") == .set(previous: "office-2"))
        #expect(try administration.form() == Self.first)
    }

    @Test func aDeskMayNotSetTheForm() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, connection) = try database.setUp()
        let credentials = try administration.addDesk(TestDatabase.uniqueMachineName("d"))
        let address = ServerAddress(credentials.uri)
        let desk = ServerAdministration(try PostgresConnection(address), address: address)
        let refusal = #expect(throws: ServerError.self) { try desk.setForm(Self.first, canonical: "c1") }
        #expect(refusal?.kind == .privilege)
        #expect(refusal?.message.contains("role \(credentials.role) may not set the team's form") == true, "\(refusal?.message ?? "")")
        #expect(try connection.execute("SELECT count(*) FROM entrydesk.team_form") == [["0"]])
        // Nor write the tables themselves.
        let deskConnection = try PostgresConnection(address)
        #expect(throws: ServerError.self) {
            try deskConnection.execute("INSERT INTO entrydesk.team_form (version, text, canonical) VALUES ('x', '{}', '{}')")
        }
    }
}
