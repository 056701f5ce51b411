import Foundation
import ServerTestSupport
import Testing
@testable import TeamServer

/// `entrydesk server setup`'s migrations: idempotent, safe from two machines at once, and a
/// clear refusal of a newer schema.
@Suite(.enabled(if: TestCluster.isRunnable)) struct ServerSchemaTests {
    @Test func setupTwiceAppliesEachMigrationOnce() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let connection = try database.adminConnection()
        let first = try ServerSchema.migrate(connection)
        #expect(first.from == 0 && first.to == ServerSchema.knownVersion)
        let second = try ServerSchema.migrate(connection)
        #expect(second.from == ServerSchema.knownVersion && second.to == ServerSchema.knownVersion)
        #expect(try connection.execute("SELECT count(*) FROM entrydesk.schema_version") == [[String(ServerSchema.knownVersion)]])
        try ServerSchema.check(connection)
    }

    @Test func setupFromTwoMachinesAtOnceSucceedsForBoth() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let results = ThreadResults<(from: Int, to: Int)>()
        for _ in 0..<2 {
            results.run { try ServerSchema.migrate(try database.adminConnection()) }
        }
        let all = try results.waitFor(count: 2, timeout: 60)
        let versions = try all.map { try $0.get() }
        // One applied the migrations, the other found them applied.
        #expect(Set(versions.map(\.from)) == [0, ServerSchema.knownVersion])
        #expect(
            try database.adminConnection().execute("SELECT count(*) FROM entrydesk.schema_version") == [[String(ServerSchema.knownVersion)]]
        )
    }

    @Test func aNewerSchemaIsRefusedWithWordsThatSayWhatToDo() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let connection = try database.adminConnection()
        try ServerSchema.migrate(connection)
        let newer = ServerSchema.knownVersion + 1
        try connection.execute("INSERT INTO entrydesk.schema_version (version) VALUES ($1)", [String(newer)])
        let expected =
            "the server's EntryDesk schema is version \(newer); this EntryDesk knows up to \(ServerSchema.knownVersion): update EntryDesk"
        let setup = try #require(throws: ServerError.self) { try ServerSchema.migrate(connection) }
        #expect(setup.kind == .schemaTooNew)
        #expect(setup.message == expected)
        let check = try #require(throws: ServerError.self) { try ServerSchema.check(connection) }
        #expect(check.kind == .schemaTooNew)
        #expect(check.message == expected)
    }

    @Test func aServerWithoutTheSchemaAsksForSetup() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let error = try #require(throws: ServerError.self) { try ServerSchema.check(try database.adminConnection()) }
        #expect(error.kind == .schemaTooOld)
        #expect(error.message == "the team server has no EntryDesk schema yet: run entrydesk server setup")
    }
}
