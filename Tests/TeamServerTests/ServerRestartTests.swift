import Foundation
import ServerTestSupport
import Testing
import TeamServer

/// A server that crashes and comes back: the connection says it is gone, a new one works.
@Suite(.enabled(if: TestCluster.isRunnable)) struct ServerRestartTests {
    @Test func aKilledServerIsUnreachableUntilItIsStartedAgain() throws {
        // A cluster of this test's own: killing the shared one would break the tests beside it.
        let cluster = try TestCluster.launchPrivate()
        defer { try? cluster.remove() }
        let connection = try PostgresConnection(cluster.adminAddress)
        try cluster.kill()
        let lost = try #require(throws: ServerError.self) { try connection.execute("SELECT 1") }
        #expect(lost.kind == .unreachable)
        #expect(connection.isBroken)
        let down = try #require(throws: ServerError.self) { try PostgresConnection(cluster.adminAddress) }
        #expect(down.kind == .unreachable)
        try cluster.start()
        #expect(try PostgresConnection(cluster.adminAddress).execute("SELECT 1") == [["1"]])
    }
}
