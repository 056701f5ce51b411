import EntryStore
import EntrySync
import Foundation
import ServerTestSupport
import TeamServer
import Testing

/// A push reads its next batch while the server takes the one before (`BackgroundServerCall`).
/// An entry edited meanwhile keeps its place in the outbox, behind where the pass reads now:
/// the pass must still send that edit before it ends, in order after the first version.
@Suite(.enabled(if: TestCluster.isRunnable), .serialized)
struct PipelinedPushTests {
    /// The team's real server, with an edit made on the desk while the first batch is on its way
    /// (as an operator's save would be).
    private final class EditingDuringThePush: SyncServer {
        let server: TeamServerLink
        var duringFirstPush: (() throws -> Void)?
        private(set) var pushedBatches: [[OutgoingChange]] = []

        init(_ server: TeamServerLink) { self.server = server }

        func push(_ changes: [OutgoingChange]) throws {
            pushedBatches.append(changes)
            if let edit = duringFirstPush {
                duringFirstPush = nil
                try edit()
            }
            try server.push(changes)
        }
        func pull(after cursor: String?, limit: Int) throws -> SyncPage { try server.pull(after: cursor, limit: limit) }
        func pushRecords(_ records: [OutgoingRecord]) throws { try server.pushRecords(records) }
        func pullRecords(after cursor: String?, limit: Int) throws -> RecordPage { try server.pullRecords(after: cursor, limit: limit) }
    }

    @Test func anEntryEditedWhileItsBatchIsOnItsWayGoesInTheSamePass() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        let saved = try (0..<7).map { try a.store.insert(entry("Person \($0)", minute: Int64($0))) }
        let server = EditingDuringThePush(try TeamServerLink(address: a.address, role: .desk))
        server.duringFirstPush = {
            var edited = saved[1]
            edited.reference = "edited while on its way"
            try a.store.update(edited)
        }
        var pass = SyncPass(store: a.store, server: server, role: .desk)
        pass.pushBatch = 3
        let moved = try pass.push()

        #expect(server.pushedBatches.map(\.count) == [3, 3, 1, 1], "the edit is read again from the first place")
        #expect(server.pushedBatches.last?.first?.entryID == saved[1].id)
        #expect(moved.pushed == 8)
        #expect(try a.store.sync.waitingCount() == 0)
        try b.sync()
        #expect(try b.store.entry(id: saved[1].id)?.reference == "edited while on its way")
        #expect(try b.store.count() == 7)
        #expect(try team.serverCounts() == (live: 7, rows: 7))
    }
}
