import Foundation
import Testing
@testable import EntryStore
import TestSupport

@Suite struct BatchTests {
    /// Three slips expected to add up to 150.00 EUR, keyed to 149.00; the
    /// batch refuses to close with the difference -1.00 until one amount is corrected.
    @Test func aBatchClosesOnlyWhenItBalances() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let batch = try store.batches.open(named: "Slips A", expectedCount: 3, expectedTotals: [try ExpectedTotal(parsing: "150.00 EUR")])
        try store.insert(sampleEntry(name: "One", amount: "50.00", minute: 1), joiningOpenBatch: true)
        let wrong = try store.insert(sampleEntry(name: "Two", amount: "49.00", minute: 2), joiningOpenBatch: true)
        try store.insert(sampleEntry(name: "Three", amount: "50.00", minute: 3), joiningOpenBatch: true)
        try store.insert(sampleEntry(name: "Outside", amount: "7.00", minute: 4))

        let progress = try store.batches.progress(of: batch)
        #expect(progress.keyedCount == 3 && progress.keyedTotals == ["EUR": "149.00"])
        #expect(progress.difference(in: "EUR") == "-1.00" && !progress.isBalanced)
        #expect(throws: BatchError.doesNotBalance(progress)) { try store.batches.close(named: "slips a") }
        #expect("\(BatchError.doesNotBalance(progress))" == "batch \"Slips A\" does not balance: EUR difference -1.00")
        #expect(try store.batches.current()?.id == batch.id)

        var corrected = wrong
        corrected.amount = "50.00"
        try store.update(corrected)
        let closed = try store.batches.close(named: "Slips A")
        #expect(closed.isBalanced && closed.batch.closedAt != nil && closed.batch.override == nil)
        #expect(try store.batches.current() == nil)
        #expect(try store.batches.entries(in: batch).map(\.name) == ["One", "Two", "Three"])
        // Saved with no batch open: in none.
        try store.insert(sampleEntry(name: "Later", minute: 5), joiningOpenBatch: true)
        #expect(try store.batches.progress(of: batch).keyedCount == 3)
    }

    @Test func aSupervisorCanCloseAnUnbalancedBatchWithAReasonAndReopeningTakesItBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.batches.open(named: "B", expectedCount: 2, expectedTotals: [try ExpectedTotal(parsing: "EUR 20")])
        try store.insert(sampleEntry(amount: "20", minute: 1), joiningOpenBatch: true)
        #expect(throws: BatchError.overrideIncomplete) {
            try store.batches.close(named: "B", override: BatchOverride(supervisor: "S1", reason: "  "))
        }
        let closed = try store.batches.close(named: "B", override: BatchOverride(supervisor: "S1", reason: "slip 2 torn"))
        #expect(closed.countDifference == -1)
        let stored = try #require(try store.batches.named("b"))
        #expect(stored.override == BatchOverride(supervisor: "S1", reason: "slip 2 torn") && !stored.isOpen)
        #expect(throws: BatchError.alreadyClosed("B")) { try store.batches.close(named: "B") }

        try store.batches.reopen(named: "B")
        #expect(try store.batches.named("B")?.override == nil && store.batches.current()?.name == "B")
        #expect(throws: BatchError.alreadyOpen("B")) { try store.batches.reopen(named: "B") }
    }

    @Test func oneBatchIsOpenAtATimeAndNamesAreUnique() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        try store.batches.open(named: "First", expectedCount: 0, expectedTotals: [])
        #expect(throws: BatchError.anotherIsOpen("First")) { try store.batches.open(named: "Second", expectedCount: 1, expectedTotals: []) }
        try store.batches.close(named: "First")
        #expect(throws: BatchError.nameTaken("FIRST")) { try store.batches.open(named: "FIRST", expectedCount: 1, expectedTotals: []) }
        #expect(throws: BatchError.notFound("Nope")) { try store.batches.close(named: "Nope") }
        #expect(throws: BatchError.invalid("EUR is given twice")) {
            try store.batches.open(
                named: "Twice", expectedCount: 1, expectedTotals: [try ExpectedTotal(parsing: "1 EUR"), try ExpectedTotal(parsing: "2 EUR")]
            )
        }
        try store.batches.open(named: "Second", expectedCount: 1, expectedTotals: [])
        #expect(try store.batches.all().map(\.name) == ["Second", "First"])
    }

    /// A deleted entry stops counting; undoing the delete puts it back in its batch.
    @Test func deletingAndRestoringAnEntryMovesTheTotals() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let batch = try store.batches.open(
            named: "D", expectedCount: 2, expectedTotals: [try ExpectedTotal(parsing: "3.50 EUR"), try ExpectedTotal(parsing: "1 USD")])
        try store.insert(sampleEntry(amount: "1.5", minute: 1), joiningOpenBatch: true)
        var dollars = sampleEntry(amount: "1", minute: 2)
        dollars.currency = "USD"
        let saved = try store.insert(dollars, joiningOpenBatch: true)
        #expect(try store.batches.progress(of: batch).keyedTotals == ["EUR": "1.5", "USD": "1"])
        #expect(try store.batches.progress(of: batch).difference(in: "EUR") == "-2.00")
        let deleted = try #require(try store.delete(id: saved.id))
        #expect(try store.batches.progress(of: batch).keyedCount == 1)
        try store.restore(deleted)
        #expect(try store.batches.progress(of: batch).keyedTotals["USD"] == "1")
    }

    @Test func totalsAreReadAsOperatorsWriteThem() throws {
        #expect(try ExpectedTotal(parsing: "150.00 EUR") == ExpectedTotal(currency: "EUR", amount: "150.00"))
        #expect(
            try ExpectedTotal(parsing: " eur 12,345.67".replacingOccurrences(of: ",", with: ""))
                == ExpectedTotal(currency: "EUR", amount: "12345.67"))
        #expect(try ExpectedTotal(parsing: "15000JPY") == ExpectedTotal(currency: "JPY", amount: "15000"))
        for bad in ["150", "EUR", "1.2.3 EUR", "-5 EUR", "5 EURO", "5 € "] {
            #expect(throws: BatchError.self, "\(bad)") { try ExpectedTotal(parsing: bad) }
        }
        #expect(DecimalTotals.sum(["0.10", "0.20", "0.3"]) == "0.60")
        #expect(DecimalTotals.sum(["99999999999999999999.99", "0.01"]) == "100000000000000000000.00")
        #expect(DecimalTotals.difference("149.00", minus: "150") == "-1.00")
    }
}
