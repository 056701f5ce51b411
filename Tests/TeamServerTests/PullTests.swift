import Foundation
import ServerTestSupport
import Testing
@testable import TeamServer

/// Pulls: paged, and never skipping a row whatever order other desks commit in.
@Suite(.enabled(if: TestCluster.isRunnable)) struct PullTests {
    @Test func pagesFollowEachOtherToTheEnd() throws {
        let (database, desks) = try SyncFixtures.desks(1)
        defer { database.drop() }
        let batch = (0..<25).map { SyncFixtures.change(UUID(), name: "Entry \($0)") }
        _ = try desks[0].push(batch, as: .desk)
        // Once all 25 can be pulled, a round from the start holds them all.
        _ = try SyncFixtures.pullUntil(desks[0]) { $0.count == 25 }
        var sizes: [Int] = []
        var cursor = PullCursor.start
        var seen: Set<UUID> = []
        while true {
            let page = try desks[0].pull(after: cursor, limit: 10)
            sizes.append(page.entries.count)
            seen.formUnion(page.entries.map(\.entryID))
            cursor = page.next
            if page.isLast { break }
        }
        #expect(sizes == [10, 10, 5])
        #expect(seen == Set(batch.map(\.entryID)))
        // Nothing new: an empty last page.
        let again = try desks[0].pull(after: cursor, limit: 10)
        #expect(again.entries.isEmpty && again.isLast)
    }

    @Test func anEmptyPageIsRefusedRatherThanSkippingARound() throws {
        let (database, desks) = try SyncFixtures.desks(1)
        defer { database.drop() }
        let error = try #require(throws: ServerError.self) { try desks[0].pull(after: .start, limit: 0) }
        #expect(error.message == "a pull needs a page of at least 1 row, not 0")
    }

    @Test func aCursorSurvivesEncoding() throws {
        let (database, desks) = try SyncFixtures.desks(1)
        defer { database.drop() }
        _ = try desks[0].push((0..<3).map { SyncFixtures.change(UUID(), name: "E\($0)") }, as: .desk)
        _ = try SyncFixtures.pullUntil(desks[0]) { $0.count == 3 }
        let page = try desks[0].pull(after: .start, limit: 2)
        let saved = try JSONDecoder().decode(PullCursor.self, from: JSONEncoder().encode(page.next))
        #expect(saved == page.next)
        #expect(try desks[0].pull(after: saved, limit: 2).entries.count == 1)
    }

    /// The case `seq > last` gets wrong: a transaction that began first commits last.
    @Test func aRowCommittedAfterALaterOneIsNotSkipped() throws {
        let (database, desks) = try SyncFixtures.desks(3)
        defer { database.drop() }
        let (slow, fast, puller) = (desks[0], desks[1], desks[2])
        let early = SyncFixtures.change(UUID(), name: "Early")
        let late = SyncFixtures.change(UUID(), name: "Late")
        try slow.execute("BEGIN")
        try slow.execute("SELECT entrydesk.push_desk($1::jsonb)", [ChangeBatchJSON.encode([early])])
        _ = try fast.push([late], as: .desk)
        // The slow transaction is still open: neither row may be handed out yet, or the
        // cursor would move past the slow one's row.
        let during = try SyncFixtures.pullAll(puller)
        #expect(during.entries.isEmpty)
        try slow.execute("COMMIT")
        let after = try SyncFixtures.pullUntil(puller, from: during.cursor) { $0.count >= 2 }
        #expect(Set(after.entries.map(\.entryID)) == [early.entryID, late.entryID])
    }

    @Test func aPullerRunningWhileDesksCommitGetsEveryRow() throws {
        let (database, addresses) = try SyncFixtures.deskAddresses(5)
        defer { database.drop() }
        let puller = try PostgresConnection(addresses[4])
        let writers = Array(addresses.prefix(4))
        let results = ThreadResults<[UUID]>()
        for writer in writers {
            results.run {
                let connection = try PostgresConnection(writer)
                // Small batches, some held open a while, so commits interleave with the pulls.
                var pushed: [UUID] = []
                for round in 0..<30 {
                    let batch = (0..<5).map { _ in SyncFixtures.change(UUID(), name: "R\(round)") }
                    try connection.transaction {
                        try connection.execute("SELECT entrydesk.push_desk($1::jsonb)", [ChangeBatchJSON.encode(batch)])
                        if round % 7 == 0 { try connection.execute("SELECT pg_sleep(0.05)") }
                    }
                    pushed += batch.map(\.entryID)
                }
                return pushed
            }
        }
        var pulled: Set<UUID> = []
        var cursor = PullCursor.start
        let deadline = Date().addingTimeInterval(120)
        while results.finishedCount < writers.count, Date() < deadline {
            let page = try puller.pull(after: cursor, limit: 7)
            pulled.formUnion(page.entries.map(\.entryID))
            cursor = page.next
        }
        let pushed = try results.waitFor(count: writers.count, timeout: 120).flatMap { try $0.get() }
        // The rest, from where the puller got to: a row skipped earlier would stay missing.
        let expected = Set(pushed)
        let rest = try SyncFixtures.pullUntil(puller, from: cursor, limit: 7) { expected.isSubset(of: pulled.union($0.map(\.entryID))) }
        pulled.formUnion(rest.entries.map(\.entryID))
        #expect(pushed.count == 4 * 30 * 5)
        #expect(pulled.count == expected.count)
    }
}
