import AddressKit
import ArgumentParser
import EntryStore
import Foundation

/// `entrydesk-bench store`: insert, list, search and export figures over a large entry database.
struct StoreBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Time EntryStore: bulk insert, single durable saves, first page, search p50/p99, export.")

    @Option(help: "How many entries to insert.")
    var count = 100_000

    @Option(help: "How many times each search query runs.")
    var repetitions = 20

    @Option(help: ArgumentHelp("Database file to create (default: a temporary folder, removed afterwards).", valueName: "path"))
    var database: String?

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = database.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("entries.sqlite3")
        let store = try EntryStore(url: url)
        var generator = SampleEntryGenerator(seed: 42)

        let batchSize = 5_000
        var insertSeconds = 0.0
        var inserted = 0
        var savedSamples: [Entry] = []
        while inserted < count {
            let batch = (0..<min(batchSize, count - inserted)).map { generator.entry(index: inserted + $0) }
            insertSeconds += try time { try store.insert(contentsOf: batch) }
            savedSamples.append(batch[batch.count / 2])
            inserted += batch.count
        }
        print(
            String(
                format: "insert %d entries (batches of %d): %.2f s (%.0f entries/s)",
                count, batchSize, insertSeconds, Double(count) / insertSeconds))

        var saves: [Double] = []
        for index in 0..<100 {
            let entry = generator.entry(index: count + index)
            saves.append(try time { try store.insert(entry) })
        }
        print(
            String(
                format: "single durable save (synchronous=FULL): p50 %.2f ms, p99 %.2f ms",
                percentile(saves, 0.5) * 1000, percentile(saves, 0.99) * 1000))

        // The save's duplicate warning: an entry keyed again within the window (found), one
        // with another amount (not found), and one saved before the window (not found).
        var checks: [Double] = []
        let newest = try store.entries(offset: 0, limit: 1).first?.createdAt ?? Date()
        let since = newest.addingTimeInterval(-30 * 86_400)
        let recent = savedSamples.filter { $0.createdAt >= since }
        let older = savedSamples.filter { $0.createdAt < since }
        for index in 0..<(recent.isEmpty ? 0 : 300) {
            var probe: Entry
            switch index % 3 {
            case 0: probe = recent[index % recent.count]
            case 1: probe = recent[index % recent.count]; probe.amount = "0.01"
            default: probe = older.isEmpty ? recent[index % recent.count] : older[index % older.count]
            }
            probe.id = UUID()
            checks.append(try time { _ = try store.recentDuplicate(of: probe, createdSince: since) })
        }
        print(
            String(
                format: "duplicate check before a save (%d entries, %d checks): p50 %.2f ms, p95 %.2f ms (target < 5 ms)",
                count, checks.count, percentile(checks, 0.5) * 1000, percentile(checks, 0.95) * 1000))
        // What the stored duplicate key (schema v8's generated column) adds to every write.
        let keyed = (0..<20_000).map { generator.entry(index: count * 2 + $0) }
        var keyLength = 0
        let keySeconds = try time { for entry in keyed { keyLength &+= DuplicateKey.of(entry).utf8.count } }
        print(
            String(
                format: "duplicate key of an entry (computed on every write): %.1f µs (%d entries, %d bytes of keys)",
                keySeconds / Double(keyed.count) * 1_000_000, keyed.count, keyLength))

        var reopened: EntryStore?
        let openSeconds = try time { reopened = try EntryStore(url: url) }
        let firstPageReopened = try time { _ = try reopened?.entries(offset: 0, limit: 50) }
        print(
            String(
                format: "open existing database (header check, pool, migration check): %.2f ms; first page after open %.2f ms",
                openSeconds * 1000, firstPageReopened * 1000))
        reopened = nil

        let total = try store.count()
        let firstPage = try time { _ = try store.entries(offset: 0, limit: 50) }
        let deepPage = try time { _ = try store.entries(offset: total - 100, limit: 50) }
        var cursor: EntryListCursor?
        for _ in 0..<100 { cursor = try store.page(after: cursor, limit: 50).next }
        let keysetPage = try time { _ = try store.page(after: cursor, limit: 50) }
        print(
            String(
                format: "list (%d entries): first page of 50 %.2f ms; offset %d %.2f ms; keyset page 101 %.2f ms; count %.2f ms",
                total, firstPage * 1000, total - 100, deepPage * 1000, keysetPage * 1000,
                try time { _ = try store.count() } * 1000))

        let queries = [
            "m", "mü", "mull", "muller", "schmidt", "jurgen", "anna schmi", "garcia", "haupt", "hauptstrasse 1",
            "rue", "rue de la paix", "paris", "munchen", "berlin", "london", "10115", "sw1a", "sw1a2aa", "75002",
            "INV-2", "INV-20240", "ref 77", "o'brien", "zzzz-nothing", "\"AND\" OR *", "a b c d e f g h"
        ]
        // What the saved-entries list reads for a search before its first frame: the first 200
        // keys (EntryListReader.firstKeys) and the rows of a screenful (64) of them.
        var timings: [Double] = []
        var byQuery: [(String, Double, Int)] = []
        for query in queries {
            var local: [Double] = []
            var hits = 0
            for _ in 0..<repetitions {
                local.append(
                    try time {
                        let keys = try store.firstEntryKeys(matching: query, limit: 200).keys
                        hits = try store.entries(keys: Array(keys.prefix(64))).count
                    })
            }
            timings += local
            byQuery.append((query, percentile(local, 0.5), hits))
        }
        print(
            String(
                format:
                    "search, first 200 keys and 64 rows newest first (%d queries x %d): p50 %.2f ms, p99 %.2f ms, max %.2f ms (target 50)",
                queries.count, repetitions, percentile(timings, 0.5) * 1000, percentile(timings, 0.99) * 1000,
                (timings.max() ?? 0) * 1000))
        for (query, median, hits) in byQuery.sorted(by: { $0.1 > $1.1 }).prefix(5) {
            print(
                String(
                    format: "  slowest: %-18@ p50 %.2f ms (%d shown, %d matches)",
                    "'\(query)'" as NSString, median * 1000, hits, try store.searchCount(query)))
        }
        let countTimes = try queries.map { query in try time { _ = try store.searchCount(query) } }
        print(String(format: "search count: p50 %.2f ms, max %.2f ms", percentile(countTimes, 0.5) * 1000, (countTimes.max() ?? 0) * 1000))
        // What the GUI's virtualised list reads for a search: every matching key, newest first.
        let idTimes = try (queries + [""]).map { query in try time { _ = try store.entryKeys(matching: query) } }
        print(
            String(
                format: "list keys for a search (the GUI's list, all matches): p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                percentile(idTimes, 0.5) * 1000, percentile(idTimes, 0.99) * 1000, (idTimes.max() ?? 0) * 1000))
        // Then the rows it shows: a screenful of 64 entries by key, in one read or one by one.
        let allKeys = try store.entryKeys(matching: "")
        var batched: [Double] = [], single: [Double] = []
        for start in stride(from: 0, to: allKeys.count - 64, by: max(64, allKeys.count / 50)) {
            let screen = Array(allKeys[start..<(start + 64)])
            batched.append(try time { _ = try store.entries(keys: screen) })
            single.append(try time { for key in screen { _ = try store.entry(key: key) } })
        }
        print(
            String(
                format: "list rows, 64 entries by key: one read p50 %.2f ms, p99 %.2f ms; one read each p50 %.2f ms, p99 %.2f ms",
                percentile(batched, 0.5) * 1000, percentile(batched, 0.99) * 1000,
                percentile(single, 0.5) * 1000, percentile(single, 0.99) * 1000))

        let exporter = EntryExporter(store: store)
        for format in EntryFileFormat.allCases {
            let out = folder.appendingPathComponent("export.\(format.fileExtension)")
            var written = 0
            let seconds = try time { written = try exporter.export(format: format, to: out) }
            let size = (try? FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int) ?? 0
            print(String(format: "export %@ %d entries: %.2f s (%.1f MB)", format.rawValue, written, seconds, Double(size) / 1e6))
        }
        let importTarget = try EntryStore(url: folder.appendingPathComponent("import.sqlite3"))
        var report: ImportReport?
        let importSeconds = try time {
            report = try EntryImporter(store: importTarget).importFile(at: folder.appendingPathComponent("export.csv"))
        }
        print(String(format: "import csv %d rows (validate + one transaction): %.2f s", report?.inserted ?? 0, importSeconds))
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        print(String(format: "database file: %.1f MB", Double(size) / 1e6))
    }

    private func time(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
}
