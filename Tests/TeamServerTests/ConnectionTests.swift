import Foundation
import ServerTestSupport
import Testing
import TestSupport
@testable import TeamServer

/// Connecting: errors in words without secrets, libpq's conventions, a lost connection noticed.
@Suite(.enabled(if: TestCluster.isRunnable)) struct ConnectionTests {
    @Test func aWrongPasswordIsRefusedForTheRoleWithoutShowingIt() throws {
        let cluster = try TestCluster.require()
        let address = cluster.address(database: "postgres", password: "wrong-Secret-42")
        let error = try #require(throws: ServerError.self) { try PostgresConnection(address) }
        #expect(error.kind == .authentication)
        #expect(error.message == "password refused for role postgres")
        #expect(!error.message.contains("wrong-Secret-42"))
    }

    @Test func aMissingPasswordSaysWhereToPutOne() throws {
        let cluster = try TestCluster.require()
        // No password in the address and a password file that does not exist.
        let address = ServerAddress("postgresql://postgres@127.0.0.1:\(cluster.port)/postgres?passfile=/nonexistent/pgpass")
        let error = try #require(throws: ServerError.self) { try PostgresConnection(address, environment: [:]) }
        #expect(error.kind == .authentication)
        #expect(error.message == "no password for role postgres: put it in the server URI, PGPASSWORD or ~/.pgpass")
    }

    @Test func aClosedPortIsUnreachable() throws {
        // Port 1 of loopback: nothing listens there (tcpmux is long gone).
        let cluster = try TestCluster.require()
        let address = cluster.address(database: "postgres", password: "pw-9", port: "1")
        let error = try #require(throws: ServerError.self) { try PostgresConnection(address) }
        #expect(error.kind == .unreachable)
        #expect(error.message.hasPrefix("cannot reach the team server: "))
        #expect(!error.message.contains("pw-9"))
    }

    @Test func aMalformedAddressIsNamedWithoutItsPassword() throws {
        let error = try #require(throws: ServerError.self) {
            try PostgresConnection(ServerAddress("postgresql://u:Sekrit77@127.0.0.1:notaport/db"))
        }
        #expect(error.kind == .invalidAddress)
        #expect(!error.message.contains("Sekrit77"))
    }

    @Test func aPasswordFromAPgpassFileIsUsed() throws {
        let cluster = try TestCluster.require()
        let folder = try TemporaryFolder("pgpass")
        defer { folder.cleanUp() }
        let passfile = try folder.write("127.0.0.1:\(cluster.port):*:postgres:\(cluster.adminPassword)\n", to: "pgpass")
        // libpq ignores a password file that others can read.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: passfile.path)
        let address = ServerAddress("postgresql://postgres@127.0.0.1:\(cluster.port)/postgres?passfile=\(passfile.path)")
        let connection = try PostgresConnection(address)
        #expect(try connection.execute("SELECT current_user") == [["postgres"]])
    }

    @Test func theConnectionNamesItselfAndReadsRows() throws {
        let connection = try PostgresConnection(try TestCluster.require().adminAddress)
        #expect(try connection.execute("SELECT current_setting('application_name')") == [["entrydesk"]])
        #expect(try connection.execute("SELECT $1::int + 1, NULL::text", ["41"]) == [["42", nil]])
    }

    @Test func aStatementErrorHasItsSQLStateAndTheConnectionStaysUsable() throws {
        let connection = try PostgresConnection(try TestCluster.require().adminAddress)
        let error = try #require(throws: ServerError.self) { try connection.execute("SELECT * FROM no_such_table") }
        #expect(error.kind == .other)
        #expect(error.sqlState == "42P01")
        #expect(!connection.isBroken)
        #expect(try connection.execute("SELECT 1") == [["1"]])
    }

    @Test func aConnectionTheServerEndsIsReportedUnreachable() throws {
        let cluster = try TestCluster.require()
        let connection = try PostgresConnection(cluster.adminAddress)
        let pid = try #require(try connection.execute("SELECT pg_backend_pid()").first?.first ?? nil)
        let admin = try PostgresConnection(cluster.adminAddress)
        try admin.execute("SELECT pg_terminate_backend($1::int)", [pid])
        let error = try #require(throws: ServerError.self) { try connection.execute("SELECT 1") }
        #expect(error.kind == .unreachable)
        #expect(connection.isBroken)
        let again = try #require(throws: ServerError.self) { try connection.execute("SELECT 1") }
        #expect(again.kind == .unreachable)
    }

    @Test func aTransactionRollsBackWhenItsBodyThrows() throws {
        let connection = try PostgresConnection(try TestCluster.require().adminAddress)
        try connection.execute("CREATE TEMP TABLE t (x int)")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try connection.transaction {
                try connection.execute("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        #expect(try connection.execute("SELECT count(*) FROM t") == [["0"]])
    }
}
