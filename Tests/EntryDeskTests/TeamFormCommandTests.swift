import Foundation
import ServerTestSupport
import TeamServer
import Testing
import TestSupport

/// `entrydesk server set-form` and `show-form`, and `entrydesk form show` naming the team's
/// form, run as an administrator and an operator would.
@Suite struct TeamFormCommandTests {
    private static func officeForm(_ version: String, label: String = "Invoice number") -> String {
        """
        {"version": "\(version)",
         "fields": [{"key": "invoice_number", "label": "\(label)", "type": "text", "required": true}]}
        """
    }

    /// A server nobody answers at: a file that cannot be used is refused before any connection.
    private static let nowhere = "postgresql://nobody@127.0.0.1:1/none?connect_timeout=1"

    @Test func setFormRefusesABrokenFileWithFileLineAndColumnBeforeConnecting() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write(
            """
            {"version": "office-1", "fields": [
              {"key": "iban", "label": "IBAN", "type": "ibn"}
            ]}
            """, to: "typo.json")
        let result = try sandbox.run(["server", "set-form", file.path, "--server", Self.nowhere])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("entrydesk: \(file.path):2:"), "\(result.output)")
        #expect(result.output.contains("\"ibn\""), "\(result.output)")
        #expect(!result.output.contains("team server"), "no connection was tried: \(result.output)")

        let missing = try sandbox.run(["server", "set-form", sandbox.file("nowhere.json").path, "--server", Self.nowhere])
        #expect(missing.status == 1)
        #expect(missing.output == "entrydesk: \(sandbox.file("nowhere.json").path):1:1: no such file\n", "\(missing.output)")
    }

    @Test func formShowNamesTheTeamsFormWhichWinsOverTheDesksOwnButNotOverTheOption() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        try FileManager.default.createDirectory(at: sandbox.file("config/entrydesk"), withIntermediateDirectories: true)
        try sandbox.write(Self.officeForm("desk-own"), to: "config/entrydesk/form.json")
        try sandbox.write(Self.officeForm("configured"), to: "config/entrydesk/configured.json")
        try sandbox.write("[entry]\nform = configured.json\n", to: "config/entrydesk/entrydesk.conf")
        try FileManager.default.createDirectory(at: sandbox.file("data/entrydesk"), withIntermediateDirectories: true)
        let team = try sandbox.write(Self.officeForm("team-7", label: "Team invoice"), to: "data/entrydesk/team-form.json")

        let shown = try sandbox.run(["form", "show"])
        #expect(shown.status == 0, "\(shown.output)")
        #expect(
            shown.output.hasPrefix("# the team's form, received from the team server (\(team.path)), version team-7\n"), "\(shown.output)")
        #expect(shown.output.contains("Team invoice"), "\(shown.output)")

        let option = try sandbox.write(Self.officeForm("trying"), to: "trying.json")
        let tried = try sandbox.run(["form", "show", "--form", option.path])
        #expect(tried.output.hasPrefix("# \(option.path) (from --form), version trying\n"), "\(tried.output)")
    }
}

/// The same commands against the test server: the file set, the same version again, another
/// form under a version already there, and show-form.
@Suite(.enabled(if: TestCluster.isRunnable)) struct TeamFormServerCommandTests {
    @Test func setFormStoresAVersionOnceAndShowFormShowsIt() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let server = ["--server", database.adminAddress.text]
        #expect(try ToolProcess.run(["server", "setup"] + server).status == 0)
        let none = try ToolProcess.run(["server", "show-form"] + server)
        #expect(none.status == 1)
        #expect(none.errors.hasPrefix("entrydesk: the team server has no form"), "\(none.errors)")

        let text = """
            {"version": "office-1",
             "fields": [{"key": "invoice_number", "label": "Invoice number", "type": "text"}]}
            """
        let file = try sandbox.write(text, to: "office.json")
        let set = try ToolProcess.run(["server", "set-form", file.path] + server)
        #expect(set.status == 0, "\(set.errors)")
        #expect(
            set.output
                == "The team's form is now version office-1 (6 fields, 1 of them the office's own).\nEach desk and kiosk receives it at its next sync and keys with it from its next start.\n"
        )
        let again = try ToolProcess.run(["server", "set-form", file.path] + server)
        #expect(again.status == 0)
        #expect(again.output == "The team's form is already version office-1: nothing changed.\n")

        let changed = try sandbox.write(
            text.replacingOccurrences(of: "\"text\"}", with: "\"text\", \"required\": true}"), to: "changed.json")
        let refused = try ToolProcess.run(["server", "set-form", changed.path] + server)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("another form of version office-1"), "\(refused.errors)")

        let shown = try ToolProcess.run(["server", "show-form", "--json"] + server)
        #expect(shown.status == 0)
        #expect(shown.output == text + "\n")
        let table = try ToolProcess.run(["server", "show-form"] + server)
        #expect(table.output.hasPrefix("# the team's form on the server, version office-1\n"), "\(table.output)")
        #expect(table.output.contains("invoice_number"), "\(table.output)")

        // A desk's login may read the form but not set it.
        let admin = try database.adminConnection()
        let desk = try ServerAdministration(admin, address: database.adminAddress).addDesk(TestDatabase.uniqueMachineName("d"))
        let byDesk = try ToolProcess.run(["server", "set-form", changed.path, "--server", desk.uri])
        #expect(byDesk.status == 1)
        #expect(byDesk.errors.contains("may not set the team's form"), "\(byDesk.errors)")
        #expect(!byDesk.errors.contains(String(desk.uri.split(separator: "@")[0].split(separator: ":").last ?? "")), "no password shown")

        // `sync now` brings it to the desk, which keys with it from its next start.
        let synced = try sandbox.run(["sync", "now", "--server", desk.uri])
        #expect(synced.status == 0, "\(synced.output)")
        #expect(synced.output.contains("received the team's form, version office-1 (in use from the next start)"), "\(synced.output)")
        let inForce = try sandbox.run(["form", "show"])
        #expect(inForce.output.hasPrefix("# the team's form"), "\(inForce.output)")
        #expect(inForce.output.contains("invoice_number"), "\(inForce.output)")
    }
}
