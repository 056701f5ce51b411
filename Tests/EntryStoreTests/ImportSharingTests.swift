import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// A window saving while a large import runs waits for one of the import's transactions, not
/// for the whole import (without that, it froze for up to 10 s, then "database is locked").
@Suite struct ImportSharingTests {
    /// The result of an import run on a thread of its own, handed to the test when it ends.
    private final class BackgroundImport: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var result: Result<ImportReport, any Error>?

        /// Starts importing `file` into `store` on a new thread (not the test's task pool,
        /// which other tests may keep busy: the window's loop must not wait for a turn).
        init(_ file: URL, into store: EntryStore) {
            Thread {
                self.result = Result { try EntryImporter(store: store).importFile(at: file) }
                self.done.signal()
            }.start()
        }

        /// Waits for the import's end; its report.
        func report() throws -> ImportReport {
            done.wait()
            return try result!.get()
        }
    }

    @Test func aSecondWriterWaitsForABatchNotForTheImport() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        let window = try EntryStore(url: url)
        let importing = try EntryStore(url: url)
        var csv = "name,country_code,city,amount,currency\n"
        for row in 0..<20_000 { csv += "Row \(row),DE,Berlin,\(row % 900 + 1),EUR\n" }
        let file = folder.file("big.csv")
        try Data(csv.utf8).write(to: file)

        let clock = ContinuousClock()
        let started = clock.now
        let background = BackgroundImport(file, into: importing)
        // Save in the "window" (its own connection) until the import shows, timing each save.
        var waits: [Duration] = []
        // Saves made once the import had written rows it has not yet published: each got its
        // turn between two of the import's transactions, not after the import.
        var savesBesideImport = 0
        while true {
            let before = clock.now
            try window.insert(sampleEntry(name: "Window \(waits.count)"))
            waits.append(clock.now - before)
            // Every entry the window sees is its own until the import is published.
            let visible = try window.count()
            guard visible == waits.count else { break }
            let stored = try window.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entry") ?? 0 }
            if stored > visible { savesBesideImport += 1 }
        }
        let report = try background.report()
        let importDuration = clock.now - started
        let sorted = waits.sorted()
        let longest = sorted.last ?? .zero
        print(
            "import of 20,000 rows: \(importDuration); \(waits.count) saves meanwhile, wait median "
                + "\(sorted[sorted.count / 2]), p99 \(sorted[sorted.count * 99 / 100]), longest \(longest)")
        #expect(report.inserted == 20_000)
        // Had the import held the database for its whole run, the window's first save would have
        // waited for its end (and seen the import's rows at once): no save beside it at all.
        // Counted, not timed: how long a turn takes depends on the machine's load, not on this.
        #expect(savesBesideImport >= 3, "the window saved between the import's transactions")
    }
}
