import Foundation
import ServerTestSupport
import Testing
@testable import TeamServer

/// A push whose commit reached the server but whose reply was lost: the retry adds nothing.
@Suite(.enabled(if: TestCluster.isRunnable)) struct LostReplyTests {
    @Test func aPushRetriedAfterItsCommitReplyWasLostIsAppliedOnce() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, admin) = try database.setUp()
        let desk = try administration.addDesk(TestDatabase.uniqueMachineName("lost"))
        let proxy = try CommitDroppingProxy(upstreamPort: try #require(Int(database.cluster.port)))
        defer { proxy.stop() }
        let proxied = try PostgresConnection(
            ServerAddress(
                desk.uri.replacingOccurrences(
                    of: "@127.0.0.1:\(database.cluster.port)/", with: "@127.0.0.1:\(proxy.port)/")))
        let batch = (0..<3).map { SyncFixtures.change(UUID(), name: "Entry \($0)") }

        let error = try #require(throws: ServerError.self) { try proxied.push(batch, as: .desk) }
        #expect(error.kind == .unreachable)
        #expect(proxy.droppedCommits == 1)

        // The sync engine retries on a new connection: the server already has the batch.
        let direct = try PostgresConnection(ServerAddress(desk.uri))
        #expect(try direct.push(batch, as: .desk) == PushReceipt(accepted: 3, newlyApplied: 0))
        #expect(try admin.execute("SELECT count(*) FROM entrydesk.entry") == [["3"]])
        #expect(try admin.execute("SELECT count(*) FROM entrydesk.applied_change") == [["3"]])
    }
}
