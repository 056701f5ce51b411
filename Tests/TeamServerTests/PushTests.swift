import Foundation
import ServerTestSupport
import Testing
@testable import TeamServer

/// Pushes: exactly once, the later change wins and the overwritten version is kept, deletes as
/// tombstones, kiosks only add.
@Suite(.enabled(if: TestCluster.isRunnable)) struct PushTests {
    @Test func theSameBatchPushedTwiceIsAppliedOnce() throws {
        let (database, desks) = try SyncFixtures.desks(1)
        defer { database.drop() }
        let batch = (0..<3).map { SyncFixtures.change(UUID(), name: "Entry \($0)") }
        #expect(try desks[0].push(batch, as: .desk) == PushReceipt(accepted: 3, newlyApplied: 3))
        #expect(try desks[0].push(batch, as: .desk) == PushReceipt(accepted: 3, newlyApplied: 0))
        let pulled = try SyncFixtures.pullUntil(desks[0]) { $0.count >= 3 }.entries
        #expect(pulled.count == 3)
        #expect(pulled.allSatisfy { $0.version == 1 && $0.changedBy == desks[0].role && $0.overwritten.isEmpty })
        #expect(Set(pulled.map(\.entryID)) == Set(batch.map(\.entryID)))
        let first = try #require(pulled.first { $0.entryID == batch[0].entryID })
        #expect(first.fields == batch[0].fields)
        #expect(first.changedAt == batch[0].changedAt)
    }

    @Test func severalChangesOfOneEntryInABatchApplyInOrder() throws {
        let (database, desks) = try SyncFixtures.desks(1)
        defer { database.drop() }
        let entry = UUID()
        let batch = [
            SyncFixtures.change(entry, name: "One"), SyncFixtures.change(entry, base: 1, name: "Two"),
            SyncFixtures.change(entry, base: 2, name: "Three")
        ]
        #expect(try desks[0].push(batch, as: .desk).newlyApplied == 3)
        let pulled = try #require(SyncFixtures.pullUntil(desks[0]) { !$0.isEmpty }.entries.first)
        #expect(pulled.version == 3)
        #expect(pulled.fields["name"] == "Three")
        #expect(pulled.overwritten.isEmpty)
    }

    @Test func whenTwoDesksEditAnEntryTheLaterWinsAndTheOtherVersionIsKept() throws {
        let (database, desks) = try SyncFixtures.desks(2)
        defer { database.drop() }
        let (a, b) = (desks[0], desks[1])
        let entry = UUID()
        _ = try a.push([SyncFixtures.change(entry, name: "Anna")], as: .desk)
        // Both desks have version 1; each edits it while apart.
        _ = try a.push([SyncFixtures.change(entry, base: 1, name: "Anna Schmidt")], as: .desk)
        _ = try b.push([SyncFixtures.change(entry, base: 1, name: "Anna Schmitt")], as: .desk)
        let pulled = try #require(SyncFixtures.pullUntil(a) { !$0.isEmpty }.entries.first)
        #expect(pulled.version == 3)
        #expect(pulled.fields["name"] == "Anna Schmitt")
        #expect(pulled.changedBy == b.role)
        #expect(pulled.overwritten.count == 1)
        let kept = try #require(pulled.overwritten.first)
        #expect(kept.version == 2)
        #expect(kept.fields["name"] == "Anna Schmidt")
        #expect(kept.changedBy == a.role)
        #expect(!kept.deleted)
    }

    @Test func aDeleteTravelsAsATombstone() throws {
        let (database, desks) = try SyncFixtures.desks(2)
        defer { database.drop() }
        let entry = UUID()
        _ = try desks[0].push([SyncFixtures.change(entry, name: "Anna")], as: .desk)
        let before = try SyncFixtures.pullUntil(desks[1]) { !$0.isEmpty }
        #expect(before.entries.map(\.entryID) == [entry])
        _ = try desks[0].push([SyncFixtures.change(entry, base: 1, name: "", deleted: true)], as: .desk)
        let after = try SyncFixtures.pullUntil(desks[1], from: before.cursor) { !$0.isEmpty }.entries
        #expect(after.count == 1)
        #expect(after.first?.deleted == true)
        #expect(after.first?.fields == [:])
        #expect(after.first?.version == 2)
    }

    @Test func aKioskPushIsIdempotentAndTaggedWithItsRole() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, admin) = try database.setUp()
        let kiosk = try PostgresConnection(ServerAddress(administration.addKiosk(TestDatabase.uniqueMachineName("k")).uri))
        let batch = [SyncFixtures.change(UUID(), name: "Anna"), SyncFixtures.change(UUID(), name: "Ben")]
        #expect(try kiosk.push(batch, as: .kiosk) == PushReceipt(accepted: 2, newlyApplied: 2))
        #expect(try kiosk.push(batch, as: .kiosk) == PushReceipt(accepted: 2, newlyApplied: 0))
        // An edit of an entry already there is not applied: a kiosk only adds.
        let edit = SyncFixtures.change(batch[0].entryID, base: 1, name: "Changed")
        #expect(try kiosk.push([edit], as: .kiosk).newlyApplied == 0)
        let rows = try admin.execute("SELECT fields->>'name', changed_by, version FROM entrydesk.entry ORDER BY 1")
        #expect(rows == [["Anna", kiosk.role, "1"], ["Ben", kiosk.role, "1"]])
    }

    @Test func aKioskCannotPushAsADesk() throws {
        let database = try TestCluster.require().freshDatabase()
        defer { database.drop() }
        let (administration, _) = try database.setUp()
        let kiosk = try PostgresConnection(ServerAddress(administration.addKiosk(TestDatabase.uniqueMachineName("k")).uri))
        let error = try #require(throws: ServerError.self) {
            try kiosk.push([SyncFixtures.change(UUID(), name: "Anna")], as: .desk)
        }
        #expect(error.kind == .privilege)
    }

    @Test func batchesAreSplitSoNoEntryAppearsTwiceInARound() {
        let (x, y) = (UUID(), UUID())
        let changes = [
            SyncFixtures.change(x, name: "x1"), SyncFixtures.change(y, name: "y1"), SyncFixtures.change(x, name: "x2"),
            SyncFixtures.change(x, name: "x3")
        ]
        let rounds = PostgresConnection.rounds(changes).map { $0.map { $0.fields["name"] ?? "" } }
        #expect(rounds == [["x1", "y1"], ["x2"], ["x3"]])
    }
}
