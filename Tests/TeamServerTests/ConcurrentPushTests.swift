import Foundation
import ServerTestSupport
import Testing
@testable import TeamServer

/// Desks pushing at the same moment.
@Suite(.enabled(if: TestCluster.isRunnable)) struct ConcurrentPushTests {
    @Test func twoDesksEditingTheSameEntriesAtOnceNeitherDeadlockNorLoseAVersion() throws {
        let (database, addresses) = try SyncFixtures.deskAddresses(2)
        defer { database.drop() }
        let entries = (0..<1000).map { _ in UUID() }
        _ = try PostgresConnection(addresses[0]).push(entries.map { SyncFixtures.change($0, name: "Original") }, as: .desk)
        // Both edit version 1 of every entry, in opposite orders: without one lock order the
        // two transactions would wait on each other.
        let results = ThreadResults<PushReceipt>()
        let connected = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0)
        for (index, address) in addresses.enumerated() {
            let order = index == 0 ? entries : entries.reversed()
            results.run {
                let desk = try PostgresConnection(address)
                let batch = order.map { SyncFixtures.change($0, base: 1, name: "Desk \(index)") }
                connected.signal()
                // Both start together, so that their transactions overlap.
                _ = go.wait(timeout: .now() + 30)
                return try desk.push(batch, as: .desk)
            }
        }
        for _ in addresses {
            #expect(connected.wait(timeout: .now() + 30) == .success)
        }
        addresses.forEach { _ in go.signal() }
        let receipts = try results.waitFor(count: 2, timeout: 60).map { try $0.get() }
        #expect(receipts.map(\.newlyApplied) == [1000, 1000])
        let admin = try database.adminConnection()
        #expect(try admin.execute("SELECT count(*) FROM entrydesk.entry WHERE version = 3 AND has_overwritten") == [["1000"]])
        // Each entry keeps the version the later push overwrote: the earlier desk's edit.
        #expect(
            try admin.execute(
                """
                SELECT count(*) FROM entrydesk.overwritten_version o JOIN entrydesk.entry e ON e.id = o.entry_id
                WHERE o.version = 2 AND o.changed_by <> e.changed_by AND o.fields->>'name' LIKE 'Desk %'
                """) == [["1000"]])
    }
}
