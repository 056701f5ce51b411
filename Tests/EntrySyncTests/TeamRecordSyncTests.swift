import EntryStore
import EntrySync
import Foundation
import ServerTestSupport
import Testing
import TeamServer

/// Batches, histories, verification results, operators' PINs and keying activity travel with
/// the entries, against a real PostgreSQL server: a supervisor's desk
/// sees every operator's batches.
@Suite(.enabled(if: TestCluster.isRunnable), .serialized)
struct TeamRecordSyncTests {
    private func keyBatch(_ name: String, amounts: [String], on desk: SyncTeam.Machine, by keyer: OperatorStamp) throws -> [Entry] {
        try desk.store.batches.open(
            named: name, expectedCount: amounts.count,
            expectedTotals: [ExpectedTotal(currency: "EUR", amount: DecimalTotals.sum(amounts))], by: keyer)
        return try amounts.enumerated().map { index, amount in
            var slip = entry("\(name) \(index)", minute: Int64(index))
            slip.amount = amount
            return try desk.store.insert(slip, joiningOpenBatch: true, by: keyer)
        }
    }

    /// Ann keys and closes a batch at her desk, Ben verifies it at his, and the supervisor's
    /// desk sees the batch with its figures, each entry's history across both desks, the
    /// verification and the mismatch charged to Ann; Ann cannot verify her own batch at Ben's desk.
    @Test func aBatchItsHistoryAndItsVerificationReachEveryDesk() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let annDesk = try team.desk("ann"), benDesk = try team.desk("ben"), supervisor = try team.desk("sup")
        let ann = OperatorStamp("ann"), ben = OperatorStamp("ben")
        let slips = try keyBatch("Slips A", amounts: ["50.00", "50.00", "125.00"], on: annDesk, by: ann)
        try annDesk.store.operators.recordActivity(of: ann, keystrokes: 120, activeSeconds: 60)
        try annDesk.store.batches.close(named: "Slips A")
        try annDesk.sync()
        #expect(try annDesk.store.sync.waitingRecordCount() == 0)

        try benDesk.sync()
        let onBen = try #require(try benDesk.store.batches.named("Slips A"))
        #expect(!onBen.isOpen && onBen.openedBy == "ann")
        #expect(try benDesk.store.batches.keyers(of: onBen) == ["ann"], "who keyed it is known at every desk")
        #expect(try benDesk.store.batches.current() == nil, "another desk's batch is not this desk's open batch")
        let inVerification = try benDesk.store.batches.sendToVerification(batchNamed: "Slips A")
        var verified = 0
        while let next = try benDesk.store.batches.nextEntryToVerify(in: inVerification) {
            let second = next.id == slips[2].id ? "152.00" : next.amount
            try benDesk.store.batches.recordVerification(
                of: next, in: inVerification, by: ben, second: [.amount: second, .postalCode: "10115"],
                choices: [.amount: .second])
            verified += 1
        }
        #expect(verified == 3)
        try benDesk.sync()

        try supervisor.sync()
        let batch = try #require(try supervisor.store.batches.all().first)
        #expect(batch.name == "Slips A" && batch.openedBy == "ann" && batch.verificationStartedAt != nil)
        let progress = try supervisor.store.batches.progress(of: batch)
        #expect(progress.keyedCount == 3)
        #expect(progress.keyedTotal(in: "EUR") == "252.00", "the verifier's correction travelled with the entry")
        #expect(try supervisor.store.batches.verificationProgress(of: batch) == (3, 3))
        #expect(
            try supervisor.store.history(of: slips[2].id).map { "\($0.kind) \($0.operatorID)" }
                == ["keyed ann", "edited ben", "verified ben"])
        let figures = Dictionary(
            uniqueKeysWithValues: try supervisor.store.operators.statistics(batchName: "Slips A").map { ($0.operatorID, $0) })
        #expect(figures["ann"]?.entries == 3)
        #expect(figures["ann"]?.mismatches == 1)
        #expect(figures["ann"]?.keystrokes == 120)

        // Ben's verification comes back to Ann's desk too, and nothing is sent back by the pull.
        try annDesk.sync()
        #expect(try annDesk.store.batches.verificationProgress(of: batch) == (3, 3))
        #expect(try annDesk.store.sync.waitingRecordCount() == 0)
        #expect(try supervisor.store.sync.waitingRecordCount() == 0)
    }

    /// The same operator keying at two desks in one hour: the supervisor adds both desks'
    /// figures, and a desk's own figures coming back from the server are not counted twice.
    @Test func keyingActivityAddsUpAcrossDesksAndIsNotCountedTwice() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b"), supervisor = try team.desk("sup")
        let ann = OperatorStamp("ann")
        let hour = Date(timeIntervalSince1970: 1_790_000_000)
        try a.store.operators.recordActivity(of: ann, keystrokes: 100, activeSeconds: 50, at: hour)
        try b.store.operators.recordActivity(of: ann, keystrokes: 40, activeSeconds: 20, at: hour)
        try a.sync()
        try b.sync()
        try a.sync()
        try a.store.operators.recordActivity(of: ann, keystrokes: 10, activeSeconds: 5, at: hour)
        try a.sync()
        try supervisor.sync()
        #expect(try supervisor.store.operators.statistics(operatorID: "ann").map(\.keystrokes) == [150])
        #expect(try a.store.operators.statistics(operatorID: "ann").map(\.keystrokes) == [150])
        #expect(try b.store.operators.statistics(operatorID: "ann").map(\.keystrokes) == [140], "b has not pulled a's last 10 yet")
        try b.sync()
        #expect(try b.store.operators.statistics(operatorID: "ann").map(\.activeSeconds) == [75])
    }

    /// Two desks open batches of the same name while apart: each keeps its own open batch for its
    /// entries, and every desk gets both, the second under a name that says whose it is.
    @Test func twoDesksOpeningBatchesOfOneNameKeepBoth() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        _ = try keyBatch("Monday", amounts: ["1.00"], on: a, by: OperatorStamp("ann"))
        _ = try keyBatch("Monday", amounts: ["2.00", "3.00"], on: b, by: OperatorStamp("ben"))
        try a.sync()
        try b.sync()
        try a.sync()
        for desk in [a, b] {
            let names = try desk.store.batches.all().map(\.name).sorted()
            #expect(names.count == 2, "\(desk.name)")
            #expect(names.contains("Monday"), "\(desk.name)")
            #expect(names.contains { $0.hasPrefix("Monday (") }, "\(desk.name)")
        }
        #expect(try a.store.batches.current()?.openedBy == "ann")
        #expect(try b.store.batches.current()?.openedBy == "ben")
        let another = try a.store.insert(entry("later"), joiningOpenBatch: true, by: OperatorStamp("ann"))
        let mine = try #require(try a.store.batches.current())
        #expect(try a.store.batches.entries(in: mine).map(\.id).contains(another.id))
        #expect(try a.store.batches.progress(of: mine).keyedCount == 2)
        let theirs = try #require(try a.store.batches.all().first { $0.openedBy == "ben" })
        #expect(try a.store.batches.progress(of: theirs).keyedTotal(in: "EUR") == "5.00")
        // Desk b closes its copy of Ann's batch, which it shows as "Monday (…)": the team, and
        // desk a, still know it as "Monday".
        let copy = try #require(try b.store.batches.all().first { $0.openedBy == "ann" })
        #expect(copy.name.hasPrefix("Monday ("))
        _ = try b.store.batches.close(named: copy.name)
        try b.sync()
        try a.sync()
        let annsBatch = try #require(try a.store.batches.all().first { $0.openedBy == "ann" })
        #expect(annsBatch.name == "Monday")
        #expect(!annsBatch.isOpen)
        #expect(try b.store.batches.all().first { $0.openedBy == "ann" }?.name == copy.name)
    }

    /// An operator's PIN set at one desk signs them in at every desk; taken away, it is gone everywhere.
    @Test func operatorsPINsTravelAndTheirRemovalToo() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        try a.store.operators.setPIN(OperatorStamp("ann"), storedForm: "pbkdf2-sha256$1$c2FsdA$aGFzaA")
        try a.sync()
        try b.sync()
        #expect(try b.store.operators.pin(of: OperatorStamp("ann")) == "pbkdf2-sha256$1$c2FsdA$aGFzaA")
        #expect(try a.store.operators.removePIN(of: OperatorStamp("ann")))
        try a.sync()
        try b.sync()
        #expect(try b.store.operators.withPIN().isEmpty)
    }

    /// A kiosk's entries carry their history (the kiosk as operator) to the team, and the
    /// kiosk keeps neither once the server has them.
    @Test func aKiosksHistoryReachesTheTeamAndLeavesTheKiosk() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let kiosk = try team.kiosk(), desk = try team.desk()
        let saved = try kiosk.store.insert(entry("Visitor"), by: OperatorStamp("kiosk:hall"))
        #expect(try kiosk.store.history(of: saved.id).count == 1)
        let moved = try kiosk.sync()
        #expect(moved.recordsPushed == 1 && moved.pushed == 1)
        #expect(try kiosk.store.history(of: saved.id).isEmpty)
        #expect(try kiosk.store.sync.waitingRecordCount() == 0)
        try desk.sync()
        #expect(try desk.store.history(of: saved.id).map { "\($0.kind) \($0.operatorID)" } == ["keyed kiosk:hall"])
    }

    /// A push whose reply was lost goes again: nothing is doubled, and a history step keeps its
    /// first copy whoever sends it again.
    @Test func aRecordsPushSentTwiceAppliesOnce() throws {
        let team = try SyncTeam()
        defer { team.tearDown() }
        let a = try team.desk("a"), b = try team.desk("b")
        _ = try keyBatch("Twice", amounts: ["1.00", "2.00"], on: a, by: OperatorStamp("ann"))
        let records = try a.store.sync.outgoingRecords(limit: 100)
        #expect(records.count == 5, "the batch, two memberships, two history steps")
        let link = try TeamServerLink(address: a.address, role: .desk)
        try link.pushRecords(records)
        try link.pushRecords(records)  // the reply to the first was lost
        try a.store.sync.confirm(records)
        let count = try team.database.adminConnection().execute("SELECT count(*) FROM entrydesk.record")
        #expect(count == [["5"]])
        try b.sync()
        #expect(try b.store.batches.all().count == 1)
        #expect(try b.store.operators.statistics(batchName: "Twice").map(\.entries) == [2])
    }
}
