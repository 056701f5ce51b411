import EntryForm
import EntryStore
import EntrySync
import Foundation
import ServerTestSupport
import TeamServer
import TestSupport
import Testing

/// The team's form reaching desks: set on the server, fetched by a sync pass when its version
/// is not the one the desk holds, kept whole in the desk's data folder, and kept there while
/// the server cannot be reached.
@Suite(.enabled(if: TestCluster.isRunnable)) struct TeamFormSyncTests {
    private static func form(_ version: String, field: String = "invoice_number") -> String {
        """
        {"version": "\(version)",
         "fields": [{"key": "\(field)", "label": "Invoice number", "type": "text", "required": true}]}
        """
    }

    /// Sets `text` as the team's form, checked and made canonical as `entrydesk server set-form` does.
    private static func setForm(_ text: String, on team: SyncTeam) throws -> TeamFormOutcome {
        let definition = try FormFile.read(text: text, path: "form.json")
        return try team.administration.setForm(TeamForm(version: definition.version, text: text), canonical: definition.json())
    }

    /// The desk's form file, read with the real form reader, in a folder of the test's own.
    private static func formFile(in folder: TemporaryFolder) -> TeamFormFile {
        let url = folder.file("data/entrydesk/team-form.json")
        return TeamFormFile(url: url) { try FormFile.read(text: $0, path: url.path).version }
    }

    private static func pass(_ desk: SyncTeam.Machine, keeping file: TeamFormFile) throws -> SyncPass.Moved {
        try SyncPass(store: desk.store, server: TeamServerLink(address: desk.address, role: desk.role), role: desk.role, teamForm: file)
            .run()
    }

    @Test func aDeskGetsTheTeamsFormAndEachNewVersionAtItsNextPass() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let folder = try TemporaryFolder("team-form")
        defer { folder.cleanUp() }
        let desk = try team.desk()
        let file = Self.formFile(in: folder)

        // No form on the server: nothing is written, the desk keys its own.
        #expect(try Self.pass(desk, keeping: file).form == nil)
        #expect(!FileManager.default.fileExists(atPath: file.url.path))

        #expect(try Self.setForm(Self.form("office-1"), on: team) == .set(previous: nil))
        #expect(try Self.pass(desk, keeping: file).form == .kept(version: "office-1"))
        #expect(try String(contentsOf: file.url, encoding: .utf8) == Self.form("office-1"))
        let environment = ["XDG_DATA_HOME": folder.file("data").path, "HOME": folder.url.path]
        let source = FormSource.resolve(option: nil, configured: "/elsewhere/form.json", environment: environment)
        #expect(source == .team(path: file.url.path))
        #expect(try source.load().version == "office-1")
        #expect(try source.load().field("invoice_number") != nil)

        // The same version: the next pass asks, and nothing is sent or written.
        #expect(try Self.pass(desk, keeping: file).form == nil)

        #expect(try Self.setForm(Self.form("office-2", field: "iban_note"), on: team) == .set(previous: "office-1"))
        #expect(try Self.pass(desk, keeping: file).form == .kept(version: "office-2"))
        #expect(try FormSource.team(path: file.url.path).load().field("iban_note") != nil)
        // Written whole: nothing of the temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("data/entrydesk").path) == ["team-form.json"])

        // A desk started again (a new file object) holds the version it kept, and asks for nothing.
        #expect(try Self.pass(desk, keeping: Self.formFile(in: folder)).form == nil)
    }

    @Test func aDeskWhoseServerCannotBeReachedKeepsTheLastFormItGot() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let folder = try TemporaryFolder("team-form")
        defer { folder.cleanUp() }
        let desk = try team.desk()
        let file = Self.formFile(in: folder)
        try Self.setForm(Self.form("office-1"), on: team)
        try Self.pass(desk, keeping: file)
        try Self.setForm(Self.form("office-2"), on: team)

        // A port nobody listens on: the pass fails as unreachable, and the form stays.
        let port = try SilentListener().port
        let nowhere = SyncTeam.Machine(
            name: desk.name, store: desk.store, address: ServerAddress("postgresql://\(desk.name)@127.0.0.1:\(port)/x?connect_timeout=2"),
            role: .desk)
        let failure = #expect(throws: ServerError.self) { try Self.pass(nowhere, keeping: file) }
        #expect(failure?.kind == .unreachable)
        #expect(try String(contentsOf: file.url, encoding: .utf8) == Self.form("office-1"))
        let environment = ["XDG_DATA_HOME": folder.file("data").path]
        #expect(try FormSource.resolve(option: nil, configured: nil, environment: environment).load().version == "office-1")

        // Reachable again: the next pass brings the new form.
        #expect(try Self.pass(desk, keeping: file).form == .kept(version: "office-2"))
    }

    @Test func aFormThisBuildCannotReadIsNotKeptNorFetchedAgain() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let folder = try TemporaryFolder("team-form")
        defer { folder.cleanUp() }
        let desk = try team.desk()
        let file = Self.formFile(in: folder)
        try Self.setForm(Self.form("office-1"), on: team)
        try Self.pass(desk, keeping: file)
        // As a newer EntryDesk's set-form would store a form with a type this build does not know.
        let newer = #"{"version": "office-9", "fields": [{"key": "x", "label": "X", "type": "hologram"}]}"#
        try team.admin.execute("INSERT INTO entrydesk.team_form (version, text, canonical) VALUES ('office-9', $1, $1)", [newer])
        try team.admin.execute("UPDATE entrydesk.team_form_in_force SET version = 'office-9'")

        guard case .refused(let version, let reason) = try Self.pass(desk, keeping: file).form else {
            Issue.record("the newer form was not refused")
            return
        }
        #expect(version == "office-9")
        #expect(reason.contains("hologram"), "\(reason)")
        #expect(try String(contentsOf: file.url, encoding: .utf8) == Self.form("office-1"))
        #expect(try Self.pass(desk, keeping: file).form == nil, "not fetched again")
    }
}
