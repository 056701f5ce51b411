import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// The reasons given for values a soft rule questioned, in the entry's history: a keying's
/// with it, an edit's when it gives a new one (not when the reason stays, nor when it goes
/// with its value).
@Suite struct EntryHistoryReasonsTests {
    @Test func aKeyingAndAnEditSayTheReasonsTheyGave() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        var entry = sampleEntry(amount: "1500000.00")
        entry.ruleReasons = ["amount": "Estate gift"]
        let keyed = try store.insert(entry, by: OperatorStamp("kiosk:hall"))
        var dated = keyed
        dated.reference = "R-17"
        try store.update(dated, by: OperatorStamp("op-2"))
        var older = dated
        older.officeFields = ["paid_on": "2026-01-05"]
        older.ruleReasons["paid_on"] = "Paid late, agreed by phone"
        try store.update(older, by: OperatorStamp("op-2"))
        var smaller = older
        smaller.amount = "150.00"
        smaller.ruleReasons["amount"] = nil
        try store.update(smaller, by: OperatorStamp("op-3"))

        let history = try store.history(of: keyed.id)
        #expect(history.map(\.kind) == [.keyed, .edited, .edited, .edited])
        #expect(history.map(\.reasonsGiven) == [["amount": "Estate gift"], [:], ["paid_on": "Paid late, agreed by phone"], [:]])
        #expect(history[1].changes == ["reference": .init(from: "INV-1", to: "R-17")], "a reason kept is no change")
    }

    @Test func aKeyingWithoutReasonsRecordsNoChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let keyed = try store.insert(sampleEntry(), by: OperatorStamp("op-1"))
        #expect(try store.history(of: keyed.id).map(\.changes) == [[:]])
    }
}
