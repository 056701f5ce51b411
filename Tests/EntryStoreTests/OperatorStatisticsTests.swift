import Foundation
import Testing
@testable import EntryStore
import TestSupport

@Suite struct OperatorStatisticsTests {
    /// A scripted session: 10 keys a second apart, a 40-second pause, 5 keys half a second
    /// apart. By hand: 15 keystrokes; keying time 9 s + 2 s = 11 s (the pause left out); 15 /
    /// 11 s = 4,909.09... keystrokes per hour.
    @Test func aPauseIsLeftOutOfTheKeyingTime() {
        var tally = KeystrokeTally(pause: 30)
        for second in 0..<10 { tally.key(at: Double(second)) }
        for step in 0..<5 { tally.key(at: 49 + Double(step) * 0.5) }
        let taken = tally.take()
        #expect(taken.keystrokes == 15 && taken.activeSeconds == 11)
        let figures = OperatorStatistics(
            operatorID: "op-1", batchName: nil, entries: 2, keystrokes: taken.keystrokes,
            activeSeconds: taken.activeSeconds)
        #expect(abs((figures.keystrokesPerHour ?? 0) - 15.0 * 3600 / 11) < 1e-9)
        #expect(abs((figures.entriesPerHour ?? 0) - 2.0 * 3600 / 11) < 1e-9)
        // Counting goes on from the last key: a key 1 s later adds 1 s, not the pause again.
        tally.key(at: 52)
        #expect(tally.take() == (1, 1))
        #expect(OperatorStatistics(operatorID: "x", batchName: nil, entries: 1, keystrokes: 0, activeSeconds: 0).entriesPerHour == nil)
    }

    /// Per operator and per batch: entries from each entry's history, keystrokes from the
    /// activity recorded while the batch was open.
    @Test func figuresArePerOperatorAndPerBatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let ann = OperatorStamp("ann"), ben = OperatorStamp("ben")
        try store.insert(sampleEntry(name: "Outside", minute: 1), by: ann)
        try store.operators.recordActivity(of: ann, keystrokes: 40, activeSeconds: 20)
        try store.batches.open(named: "A", expectedCount: 3, expectedTotals: [])
        try store.insert(sampleEntry(name: "A1", minute: 2), joiningOpenBatch: true, by: ann)
        try store.insert(sampleEntry(name: "A2", minute: 3), joiningOpenBatch: true, by: ann)
        try store.operators.recordActivity(of: ann, keystrokes: 100, activeSeconds: 60)
        try store.insert(sampleEntry(name: "A3", minute: 4), joiningOpenBatch: true, by: ben)
        try store.operators.recordActivity(of: ben, keystrokes: 30, activeSeconds: 36)

        let all = try store.operators.statistics()
        #expect(
            all.map { "\($0.operatorID) \($0.batchName ?? "-") \($0.entries) \($0.keystrokes) \($0.activeSeconds)" }
                == ["ann - 1 40 20.0", "ann A 2 100 60.0", "ben A 1 30 36.0"])
        let inBatch = try store.operators.statistics(batchName: "A")
        #expect(inBatch.map(\.operatorID) == ["ann", "ben"])
        #expect(inBatch[0].keystrokesPerHour == 6000 && inBatch[0].entriesPerHour == 120)
        #expect(try store.operators.statistics(operatorID: "ben").map(\.entries) == [1])
        #expect(try store.operators.statistics(since: Date().addingTimeInterval(7200)).isEmpty)
        #expect(throws: BatchError.notFound("Z")) { try store.operators.statistics(batchName: "Z") }
    }
}
