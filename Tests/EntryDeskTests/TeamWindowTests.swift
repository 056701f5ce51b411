import EntryForm
import Foundation
import GtkTestSupport
import ServerTestSupport
import TeamServer
import XCTest

/// The desk window in a team, against the test cluster, as an operator meets it: the header
/// bar says where the sync stands, a saved entry reaches the server, an entry two desks changed
/// apart offers the version that lost, an unreachable server leaves the desk working, and a
/// team's form set while the window is open is said, and keyed from the next start. The
/// drivers are `Tests/Drivers/team_window.py`.
final class TeamWindowTests: AppProcessTestCase {
    private var database: TestDatabase?

    override func tearDown() async throws {
        database?.drop()
        try await super.tearDown()
    }

    /// A team database with desk `a` (the window's) and two more desks' conflicting versions
    /// of one entry ("Linus Torvalds" by desk b, then "Linus Benedict Torvalds" by desk c,
    /// which did not see b's). Returns the window's URI and desk b's role.
    private func team() throws -> (uri: String, lostTo: String, admin: PostgresConnection) {
        guard TestCluster.isRunnable else { throw XCTSkip("no test PostgreSQL server (run the tests with make test)") }
        let database = try TestCluster.require().freshDatabase()
        self.database = database
        let (administration, admin) = try database.setUp()
        let window = try administration.addDesk(TestDatabase.uniqueMachineName("a"))
        let b = try administration.addDesk(TestDatabase.uniqueMachineName("b"))
        let c = try administration.addDesk(TestDatabase.uniqueMachineName("c"))
        let id = UUID()
        func version(_ name: String) -> OutgoingChange {
            OutgoingChange(
                changeID: UUID(), entryID: id, baseVersion: nil, deleted: false,
                fields: [
                    "created_at": "1790000000000", "updated_at": "1790000000000", "name": name, "country_code": "FI",
                    "city": "Helsinki", "postal_code": "00100", "street_line1": "Mannerheimintie 1", "amount": "25.00",
                    "currency": "EUR"
                ], changedAt: Date())
        }
        _ = try PostgresConnection(ServerAddress(b.uri)).push([version("Linus Torvalds")], as: .desk)
        _ = try PostgresConnection(ServerAddress(c.uri)).push([version("Linus Benedict Torvalds")], as: .desk)
        return (window.uri, b.role, admin)
    }

    /// The window receives the team's entry, opens it with the version that lost offered, and
    /// saves that version back: it reaches the server, and the row says so.
    func testTheLosingVersionIsOfferedAndSavingItReachesTheServer() async throws {
        let (uri, lostTo, admin) = try team()
        let app = try XCTUnwrap(app)
        app.environmentChanges["ENTRYDESK_SERVER"] = uri
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "team_window.losing_version_offered_and_saved_back", "Linus Benedict Torvalds", "Linus Torvalds",
            lostTo, targetPID: pid)
        let rows = try admin.execute("SELECT fields->>'name' FROM entrydesk.entry WHERE NOT deleted")
        XCTAssertEqual(rows.map { $0[0] }, ["Linus Torvalds"])
    }

    /// The administrator sets the team's form while the window is open: the next sync brings it,
    /// the window says so and when it is used, and keeps keying the form it opened with (no
    /// field of the team's appears under the operator's hands); the next start keys the team's.
    func testATeamFormSetWhileTheWindowIsOpenIsSaidAndKeyedFromTheNextStart() async throws {
        guard TestCluster.isRunnable else { throw XCTSkip("no test PostgreSQL server (run the tests with make test)") }
        let database = try TestCluster.require().freshDatabase()
        self.database = database
        let (administration, _) = try database.setUp()
        let desk = try administration.addDesk(TestDatabase.uniqueMachineName("a"))
        let app = try XCTUnwrap(app)
        app.environmentChanges["ENTRYDESK_SERVER"] = desk.uri
        let pid = try app.launch()
        let notice = "The team's entry form has changed (version office-7). New entries use it from the next time EntryDesk starts"
        await AccessibilityDriver.call("team_window.synced_without_a_form_said", notice, targetPID: pid)

        let text = #"{"version": "office-7", "fields": [{"key": "invoice_number", "label": "Invoice number", "type": "text"}]}"#
        let form = try FormFile.read(text: text, path: "office.json")
        XCTAssertEqual(try administration.setForm(TeamForm(version: form.version, text: text), canonical: form.json()), .set(previous: nil))
        await AccessibilityDriver.call("team_window.team_form_said_not_swapped", notice, "Invoice number", targetPID: pid)
        let inForce = try app.command(["form", "show"])
        XCTAssertTrue(inForce.output.hasPrefix("# the team's form"), inForce.output)
        XCTAssertTrue(inForce.output.contains("invoice_number"), inForce.output)
    }

    /// The server gone (it accepts, never answers): the header bar says offline since when,
    /// saving goes on, the row says the entry waits, and no password shows anywhere.
    func testAnUnreachableServerLeavesTheDeskWorkingAndSaysSo() async throws {
        let listener = try SilentListener()
        let app = try XCTUnwrap(app)
        let file = app.home.appendingPathComponent("seed.jsonl")
        try Data(
            #"{"name":"Katherine Johnson","country_code":"US","country_area":"VA","city":"Hampton","postal_code":"23666","street_line1":"1 NASA Drive","amount":"12.00","currency":"USD"}"#
                .utf8
        ).write(to: file)
        let imported = try app.command(["import", file.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        app.environmentChanges["ENTRYDESK_SERVER"] = "postgresql://desk_a:secret-word@127.0.0.1:\(listener.port)/team?connect_timeout=1"
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "team_window.offline_desk_keeps_working", "Katherine Johnson", "OFFLINE-1", "secret-word",
            targetPID: pid)
        let status = try app.command(["sync", "status", "--json"])
        XCTAssertTrue(status.output.contains("\"waiting\":1"), status.output)
        XCTAssertFalse(status.output.contains("secret-word"), status.output)
        _ = listener
    }
}
