import Foundation
import Testing
@testable import EntryStore
import TestSupport

@Suite struct VerificationTests {
    private func closedBatch(_ store: EntryStore, amounts: [String], by keyer: OperatorStamp) throws -> (Batch, [Entry]) {
        let total = DecimalTotals.sum(amounts)
        try store.batches.open(named: "V", expectedCount: amounts.count, expectedTotals: [ExpectedTotal(currency: "EUR", amount: total)])
        let entries = try amounts.enumerated().map { index, amount in
            try store.insert(sampleEntry(name: "P\(index)", amount: amount, minute: Int64(index)), joiningOpenBatch: true, by: keyer)
        }
        try store.batches.close(named: "V")
        return (try #require(try store.batches.named("V")), entries)
    }

    /// First pass 125.00, second 152.00; choosing the second saves it, marks
    /// the entry verified and charges the mismatch to the first operator.
    @Test func choosingTheSecondValueChargesTheFirstOperator() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let (closed, entries) = try closedBatch(store, amounts: ["125.00", "10.00"], by: OperatorStamp("ann"))
        #expect(throws: BatchError.notInVerification("V")) { try store.batches.nextEntryToVerify(in: closed) }
        #expect(try store.batches.keyers(of: closed) == ["ann"])
        let batch = try store.batches.sendToVerification(batchNamed: "V")
        #expect(batch.verifiedFields == [.amount, .postalCode])
        let first = try #require(try store.batches.nextEntryToVerify(in: batch))
        #expect(first.id == entries[0].id)
        #expect(throws: BatchError.self) {
            try store.batches.recordVerification(
                of: first, in: batch, by: OperatorStamp("ben"), second: [.amount: "152.00", .postalCode: "80331"], choices: [:])
        }
        let mismatches = try store.batches.recordVerification(
            of: first, in: batch, by: OperatorStamp("ben"),
            second: [.amount: "152.00", .postalCode: "80331"], choices: [.amount: .second])
        #expect(
            mismatches.map { "\($0.field.rawValue) \($0.first) \($0.second) \($0.final) \($0.charged)" } == [
                "amount 125.00 152.00 152.00 [\"ann\"]"
            ])
        #expect(try store.entry(id: first.id)?.amount == "152.00")
        #expect(try store.history(of: first.id).map { "\($0.kind) \($0.operatorID)" } == ["keyed ann", "edited ben", "verified ben"])
        #expect(try store.batches.verificationProgress(of: batch) == (1, 2))
        // Agreeing keyings ("10" is 10.00; "80 331" is 80331): verified with no mismatch.
        let second = try #require(try store.batches.nextEntryToVerify(in: batch))
        #expect(
            try store.batches.recordVerification(
                of: second, in: batch, by: OperatorStamp("ben"), second: [.amount: "10", .postalCode: "80 331"],
                choices: [:]
            ).isEmpty)
        #expect(try store.batches.nextEntryToVerify(in: batch) == nil)
        #expect(try store.batches.verificationProgress(of: batch) == (2, 2))

        let stats = try store.operators.statistics(batchName: "V")
        #expect(stats.map { "\($0.operatorID) \($0.mismatches)" } == ["ann 1"])
    }

    @Test func keepingTheFirstChargesTheVerifierAndAThirdKeyingCanChargeBoth() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        _ = try closedBatch(store, amounts: ["1.00", "2.00"], by: OperatorStamp("ann"))
        let batch = try store.batches.sendToVerification(batchNamed: "V", fields: [.amount])
        let one = try #require(try store.batches.nextEntryToVerify(in: batch))
        let kept = try store.batches.recordVerification(
            of: one, in: batch, by: OperatorStamp("ben"), second: [.amount: "7.00"], choices: [.amount: .first])
        #expect(kept.first?.charged == ["ben"])
        #expect(try store.entry(id: one.id)?.amount == "1.00")
        let two = try #require(try store.batches.nextEntryToVerify(in: batch))
        let third = try store.batches.recordVerification(
            of: two, in: batch, by: OperatorStamp("ben"), second: [.amount: "3.00"],
            choices: [.amount: .rekeyed("4.00")])
        #expect(third.first?.charged == ["ann", "ben"])
        #expect(try store.entry(id: two.id)?.amount == "4.00")
        #expect(throws: BatchError.notClosed("W")) {
            try store.batches.open(named: "W", expectedCount: 0, expectedTotals: [])
            try store.batches.sendToVerification(batchNamed: "W")
        }
    }
}
