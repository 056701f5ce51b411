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

    /// A team with one desk, and the form file the desk keeps, in a folder of the test's own
    /// (read with the real form reader).
    private struct FormDesk {
        let team: SyncTeam
        let desk: SyncTeam.Machine
        let folder: TemporaryFolder
        let file: TeamFormFile

        /// `holding`: a form of that version set on the server, and kept by a first pass.
        init(holding version: String? = nil) throws {
            team = try SyncTeam()
            do {
                desk = try team.desk()
                folder = try TemporaryFolder("team-form")
            } catch {
                team.tearDown()
                throw error
            }
            file = Self.formFile(in: folder)
            if let version {
                try setForm(TeamFormSyncTests.form(version))
                try pass()
            }
        }

        /// A form file object for the folder, as a desk started again makes it.
        static func formFile(in folder: TemporaryFolder) -> TeamFormFile {
            let url = folder.file("data/entrydesk/team-form.json")
            return TeamFormFile(url: url) { try FormFile.read(text: $0, path: url.path).version }
        }

        /// Sets `text` as the team's form, checked and made canonical as `entrydesk server set-form` does.
        @discardableResult
        func setForm(_ text: String) throws -> TeamFormOutcome {
            let definition = try FormFile.read(text: text, path: "form.json")
            return try team.administration.setForm(TeamForm(version: definition.version, text: text), canonical: definition.json())
        }

        /// One pass of `machine` (the desk by default) keeping forms in `file`.
        @discardableResult
        func pass(_ machine: SyncTeam.Machine? = nil, keeping file: TeamFormFile? = nil) throws -> SyncPass.Moved {
            let machine = machine ?? desk
            return try SyncPass(
                store: machine.store, server: TeamServerLink(address: machine.address, role: machine.role), role: machine.role,
                teamForm: file ?? self.file
            ).run()
        }

        func tearDown() {
            team.tearDown()
            folder.cleanUp()
        }
    }

    @Test func aDeskGetsTheTeamsFormAndEachNewVersionAtItsNextPass() throws {
        let fixture = try FormDesk()
        defer { fixture.tearDown() }
        let file = fixture.file

        // No form on the server: nothing is written, the desk keys its own.
        #expect(try fixture.pass().form == nil)
        #expect(!FileManager.default.fileExists(atPath: file.url.path))

        #expect(try fixture.setForm(Self.form("office-1")) == .set(previous: nil))
        #expect(try fixture.pass().form == .kept(version: "office-1"))
        #expect(try String(contentsOf: file.url, encoding: .utf8) == Self.form("office-1"))
        let environment = ["XDG_DATA_HOME": fixture.folder.file("data").path, "HOME": fixture.folder.url.path]
        let source = FormSource.resolve(option: nil, configured: "/elsewhere/form.json", environment: environment)
        #expect(source == .team(path: file.url.path))
        #expect(try source.load().version == "office-1")
        #expect(try source.load().field("invoice_number") != nil)

        // The same version: the next pass asks, and nothing is sent or written.
        #expect(try fixture.pass().form == nil)

        #expect(try fixture.setForm(Self.form("office-2", field: "iban_note")) == .set(previous: "office-1"))
        #expect(try fixture.pass().form == .kept(version: "office-2"))
        #expect(try FormSource.team(path: file.url.path).load().field("iban_note") != nil)
        // Written whole: nothing of the temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.file("data/entrydesk").path) == ["team-form.json"])

        // A desk started again (a new file object) holds the version it kept, and asks for nothing.
        #expect(try fixture.pass(keeping: FormDesk.formFile(in: fixture.folder)).form == nil)
    }

    @Test func aDeskWhoseServerCannotBeReachedKeepsTheLastFormItGot() throws {
        let fixture = try FormDesk(holding: "office-1")
        defer { fixture.tearDown() }
        try fixture.setForm(Self.form("office-2"))

        // A port nobody listens on: the pass fails as unreachable, and the form stays.
        let port = try SilentListener().port
        let desk = fixture.desk
        let nowhere = SyncTeam.Machine(
            name: desk.name, store: desk.store, address: ServerAddress("postgresql://\(desk.name)@127.0.0.1:\(port)/x?connect_timeout=2"),
            role: .desk)
        let failure = #expect(throws: ServerError.self) { try fixture.pass(nowhere) }
        #expect(failure?.kind == .unreachable)
        #expect(try String(contentsOf: fixture.file.url, encoding: .utf8) == Self.form("office-1"))
        let environment = ["XDG_DATA_HOME": fixture.folder.file("data").path]
        #expect(try FormSource.resolve(option: nil, configured: nil, environment: environment).load().version == "office-1")

        // Reachable again: the next pass brings the new form.
        #expect(try fixture.pass().form == .kept(version: "office-2"))
    }

    @Test func aFormThisBuildCannotReadIsNotKeptNorFetchedAgain() throws {
        let fixture = try FormDesk(holding: "office-1")
        defer { fixture.tearDown() }
        // As a newer EntryDesk's set-form would store a form with a type this build does not know.
        let newer = #"{"version": "office-9", "fields": [{"key": "x", "label": "X", "type": "hologram"}]}"#
        try fixture.team.admin.execute("INSERT INTO entrydesk.team_form (version, text, canonical) VALUES ('office-9', $1, $1)", [newer])
        try fixture.team.admin.execute("UPDATE entrydesk.team_form_in_force SET version = 'office-9'")

        guard case .refused(let version, let reason) = try fixture.pass().form else {
            Issue.record("the newer form was not refused")
            return
        }
        #expect(version == "office-9")
        #expect(reason.contains("hologram"), "\(reason)")
        #expect(try String(contentsOf: fixture.file.url, encoding: .utf8) == Self.form("office-1"))
        #expect(try fixture.pass().form == nil, "not fetched again")
    }
}
