import Foundation
import ServerTestSupport
import Testing
import TeamServer
import TestSupport

/// `entrydesk server ...` run as an administrator would: output, exit status, no secret shown.
@Suite(.enabled(if: TestCluster.isRunnable)) struct ServerCommandTests {
    @Test func setupThenAddAndRemoveMachines() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let server = ["--server", database.adminAddress.text]
        let setup = try ToolProcess.run(["server", "setup"] + server)
        #expect(setup.status == 0)
        #expect(setup.output == "The server's EntryDesk schema is now version \(ServerSchema.knownVersion) (was 0).\n")
        #expect(setup.errors.isEmpty)
        let again = try ToolProcess.run(["server", "setup"] + server)
        #expect(again.output == "The server's EntryDesk schema is up to date (version \(ServerSchema.knownVersion)).\n")

        let name = TestDatabase.uniqueMachineName("b")
        let desk = try ToolProcess.run(["server", "add-desk", name] + server)
        #expect(desk.status == 0)
        #expect(desk.errors.isEmpty)
        let uri = desk.output.trimmingCharacters(in: .newlines)
        #expect(desk.output == uri + "\n")
        let connection = try PostgresConnection(ServerAddress(uri))
        #expect(connection.role == "desk_" + name)

        let kiosk = try ToolProcess.run(["server", "add-kiosk", name] + server)
        #expect(kiosk.status == 0)
        let removeAmbiguous = try ToolProcess.run(["server", "remove", name] + server)
        #expect(removeAmbiguous.status == 1)
        #expect(
            removeAmbiguous.errors
                == "entrydesk: both desk_\(name) and kiosk_\(name) exist: name the role (desk_\(name) or kiosk_\(name))\n")
        let remove = try ToolProcess.run(["server", "remove", "kiosk_" + name] + server)
        #expect(remove.status == 0)
        #expect(remove.output == "Removed role kiosk_\(name).\n")
    }

    @Test func aRefusedPasswordExitsWithTwoAndIsNotShown() throws {
        let cluster = try TestCluster.require()
        let address = cluster.address(database: "postgres", password: "Not-The-Password-1")
        let run = try ToolProcess.run(["server", "setup", "--server", address.text])
        #expect(run.status == 2)
        #expect(run.errors == "entrydesk: password refused for role postgres\n")
        #expect(run.output.isEmpty)
    }

    @Test func aNewerServerSchemaIsRefusedWithExitOne() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (_, connection) = try database.setUp()
        try connection.execute("INSERT INTO entrydesk.schema_version (version) VALUES ($1)", [String(ServerSchema.knownVersion + 1)])
        let run = try ToolProcess.run(["server", "add-desk", "x", "--server", database.adminAddress.text])
        #expect(run.status == 1)
        #expect(run.errors.contains("this EntryDesk knows up to \(ServerSchema.knownVersion): update EntryDesk"))
    }

    @Test func theServerComesFromEntryDeskServerOrLibpqsOwnSettings() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let cluster = database.cluster
        let fromVariable = try ToolProcess.run(["server", "setup"], environment: ["ENTRYDESK_SERVER": database.adminAddress.text])
        #expect(fromVariable.status == 0, "\(fromVariable.errors)")

        // No --server, no ENTRYDESK_SERVER: PGSERVICE names a pg_service.conf section, and the
        // password comes from a password file, as for psql.
        let folder = try TemporaryFolder("pgservice")
        defer { folder.cleanUp() }
        let services = try folder.write(
            "[team]\nhost=127.0.0.1\nport=\(cluster.port)\ndbname=\(database.name)\nuser=postgres\n", to: "pg_service.conf")
        let passfile = try folder.write("127.0.0.1:\(cluster.port):\(database.name):postgres:\(cluster.adminPassword)\n", to: "pgpass")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: passfile.path)
        let fromService = try ToolProcess.run(
            ["server", "setup"],
            environment: [
                "PGSERVICE": "team", "PGSERVICEFILE": services.path, "PGPASSFILE": passfile.path
            ])
        #expect(fromService.status == 0, "\(fromService.errors)")
        #expect(fromService.output == "The server's EntryDesk schema is up to date (version \(ServerSchema.knownVersion)).\n")
    }

    @Test func thePasswordInTheCommandLineIsHiddenFromPs() throws {
        // A listener that never answers holds the command in its connection attempt.
        let listener = try SilentListener()
        let secret = "Visible-In-Ps-\(UUID().uuidString.prefix(6))"
        let (process, _, _) = try ToolProcess.start([
            "server", "setup", "--server", "postgresql://postgres:\(secret)@127.0.0.1:\(listener.port)/postgres?connect_timeout=5"
        ])
        defer { process.terminate() }
        let cmdline = "/proc/\(process.processIdentifier)/cmdline"
        // Until the command has hidden the password from its command line, or has exited.
        var hidden = false
        _ = eventually(within: .seconds(5)) {
            let text = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: cmdline))) ?? Data(), as: UTF8.self)
            hidden = text.contains("127.0.0.1:\(listener.port)") && !text.contains(secret)
            return hidden || !process.isRunning
        }
        #expect(hidden, "the password stayed in \(cmdline)")
    }
}
