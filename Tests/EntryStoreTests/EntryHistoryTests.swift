import Foundation
import Testing
@testable import EntryStore
import TestSupport

@Suite struct EntryHistoryTests {
    /// Keyed by one operator, corrected by another, deleted and restored: each step with who,
    /// and the edit with what it changed.
    @Test func everyStepSaysWhoAndAnEditSaysWhat() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let keyed = try store.insert(sampleEntry(amount: "49.00"), by: OperatorStamp("op-1"))
        var corrected = keyed
        corrected.amount = "50.00"
        corrected.address.postalCode = "80333"
        let editedAt = Date()
        try store.update(corrected, now: editedAt, by: OperatorStamp(" op-2 "))
        let deleted = try #require(try store.delete(id: keyed.id, by: OperatorStamp("op-2")))
        try store.restore(deleted, by: OperatorStamp("op-3"))

        let history = try store.history(of: keyed.id)
        #expect(history.map(\.kind) == [.keyed, .edited, .deleted, .restored])
        #expect(history.map(\.operatorID) == ["op-1", "op-2", "op-2", "op-3"])
        #expect(history[1].changes == ["amount": .init(from: "49.00", to: "50.00"), "postal_code": .init(from: "80331", to: "80333")])
        #expect(history[1].at == editedAt.truncatedToMilliseconds)
    }

    /// Imports and syncs write no history; a kiosk forgetting its entries forgets it too, once sent.
    @Test func noStampNoHistoryAndAForgettingKioskKeepsNone() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let plain = try store.insert(sampleEntry(name: "Plain"))
        #expect(try store.history(of: plain.id).isEmpty)
        let visitor = try store.insert(sampleEntry(name: "Visitor", minute: 1), by: OperatorStamp("kiosk:hall"))
        #expect(try store.history(of: visitor.id).count == 1)
        try store.sync.confirm(try store.sync.outgoingChanges(limit: 10), forgettingEntries: true)
        #expect(try store.history(of: visitor.id).count == 1, "kept until the team server has it too")
        try store.sync.confirm(try store.sync.outgoingRecords(limit: 10) { $0.kioskSends }, forgetting: true)
        #expect(try store.history(of: visitor.id).isEmpty)
        #expect(try store.sync.waitingRecordCount() == 0)
    }
}
