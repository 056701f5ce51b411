import AddressKit
import AddressSearch
import ArgumentParser
import EntryResources
import Foundation
import GRDB

/// `entrydesk-bench search`: the local address index against SQLite FTS5 on generated rows.
///
/// Build time, index size, resident memory after open (measured in a fresh child process so
/// the build's heap does not count), and p50/p99 latency of keystroke-by-keystroke queries
/// through both engines in the same run.
struct SearchBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Benchmark address search: build, size, RSS, keystroke latency vs SQLite FTS5."
    )

    @Option(help: "Rows to generate (scripts/generate_addresses.py, fixed seed).")
    var rows: Int = 1_000_000

    @Option(help: "Where the CSV, index and FTS database go (not committed).")
    var workDir: String = "/tmp/entrydesk-bench"

    @Option(help: "Typed addresses; each gives one query per keystroke.")
    var sequences: Int = 100

    @Option(help: "Suggestions per query.")
    var limit: Int = 10

    @Flag(help: "Skip the SQLite FTS5 side.")
    var skipFTS = false

    @Flag(help: "Reuse an index already built in --work-dir (skips the build figures).")
    var reuseIndex = false

    @Option(help: "Also list the N slowest queries of our engine.")
    var slowest: Int = 0

    @Option(help: .hidden)
    var probeRSS: String?

    @Option(help: .hidden)
    var probeQueries: String?

    func run() throws {
        if let probeRSS { return try probe(index: probeRSS) }
        try FileManager.default.createDirectory(atPath: workDir, withIntermediateDirectories: true)
        let csvPath = "\(workDir)/addresses-\(rows).csv"
        let indexPath = "\(workDir)/addresses-\(rows).edidx"
        if !FileManager.default.fileExists(atPath: csvPath) {
            let script = ResourceLocator.shareDirectory.appendingPathComponent("scripts/generate_addresses.py").path
            print("generating \(rows) rows into \(csvPath) ...")
            try runProcess("/usr/bin/env", ["python3", script, String(rows), csvPath])
        }

        // Build (read CSV + group + sort + write), timed end to end.
        let buildStart = Date()
        var report: IndexBuildReport?
        var readSeconds = 0.0
        if !(reuseIndex && FileManager.default.fileExists(atPath: indexPath)) {
            var builder = LocalIndexBuilder(countryCode: "US")
            try builder.add(OpenAddressesReader(path: csvPath))
            readSeconds = Date().timeIntervalSince(buildStart)
            report = try builder.write(to: indexPath, started: buildStart)
        }
        let buildSeconds = Date().timeIntervalSince(buildStart)

        // Queries: addresses typed one keystroke at a time, every tenth with a typo.
        let queries = try keystrokeQueries(csvPath: csvPath)
        let queryFile = "\(workDir)/queries.txt"
        try queries.joined(separator: "\n").write(toFile: queryFile, atomically: true, encoding: .utf8)

        // RSS after open, in a child that only opens the index (and then runs the queries).
        let probeOutput = try runProcess(
            "/proc/self/exe", ["search", "--probe-rss", indexPath, "--probe-queries", queryFile], capture: true)

        let index = try LocalAddressIndex(path: indexPath)
        for query in queries.prefix(200) { _ = try index.search(query, limit: limit) }  // warm page cache
        var ours: [Double] = [], oursCPU: [Double] = []
        ours.reserveCapacity(queries.count)
        var hits = 0
        for query in queries {
            let cpuStart = threadCPUMicros()
            let start = DispatchTime.now().uptimeNanoseconds
            let results = try index.search(query, limit: limit)
            ours.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
            oursCPU.append(threadCPUMicros() - cpuStart)
            hits += results.isEmpty ? 0 : 1
        }

        print("")
        if let report {
            print(
                "address search benchmark: \(report.rowsIndexed) rows, \(report.addresses) addresses, \(report.units) units, \(report.terms) tokens"
            )
            print(
                String(
                    format: "build (read CSV, group, sort, write): %.2f s (target < 10 s; reading and grouping %.2f s)", buildSeconds,
                    readSeconds))
            print(String(format: "index file: %.1f MB (%d bytes)", Double(report.fileBytes) / 1_048_576, report.fileBytes))
        }
        print(probeOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        print("queries: \(queries.count) keystrokes from \(sequences) typed addresses; \(hits) with suggestions")
        print(summary("ours (wall)", ours))
        print(summary("ours (thread CPU)", oursCPU))
        if slowest > 0 {
            for (micros, query) in zip(ours, queries).sorted(by: { $0.0 > $1.0 }).prefix(slowest) {
                print(String(format: "  %8.1f µs  %@", micros, query))
            }
        }

        if !skipFTS {
            let (ftsBuild, fts, ftsCPU) = try runFTS(csvPath: csvPath, queries: queries)
            print(String(format: "FTS5 build (insert all CSV rows, prefix='1 2 3 4'): %.2f s", ftsBuild))
            print(summary("FTS5 (wall)", fts))
            print(summary("FTS5 (thread CPU)", ftsCPU))
            let ratio = nearestRankPercentile(fts, 0.99) / max(nearestRankPercentile(ours, 0.99), 0.001)
            let cpuRatio = nearestRankPercentile(ftsCPU, 0.99) / max(nearestRankPercentile(oursCPU, 0.99), 0.001)
            print(String(format: "p99 speed-up ours vs FTS5: %.1fx wall, %.1fx thread CPU (target >= 10x)", ratio, cpuRatio))
        }
    }

    private func probe(index path: String) throws {
        let before = residentKB()
        let index = try LocalAddressIndex(path: path)
        let afterOpen = residentKB()
        print(
            "RSS after open: \(afterOpen / 1024) MB (process before open: \(before / 1024) MB; target < 150 MB); \(index.addressCount) addresses mapped"
        )
        if let probeQueries, let text = try? String(contentsOfFile: probeQueries, encoding: .utf8) {
            let queries = text.split(separator: "\n").map(String.init)
            for query in queries { _ = try index.search(query, limit: limit) }
            print("RSS after \(queries.count) queries: \(residentKB() / 1024) MB (mapped pages touched by the searches)")
        }
    }

    private func residentKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        return -1
    }

    private func keystrokeQueries(csvPath: String) throws -> [String] {
        var picked: [OpenAddressesRow] = []
        let step = max(1, rows / max(sequences, 1))
        var seen = 0
        try OpenAddressesReader(path: csvPath).read(
            row: { row in
                if seen % step == step / 2 && picked.count < sequences { picked.append(row) }
                seen += 1
            }, rejected: { _ in })
        var queries: [String] = []
        for (position, row) in picked.enumerated() {
            var typed = Array("\(row.number) \(row.street) \(row.city)".lowercased())
            if position % 10 == 9, let space = typed.firstIndex(of: " "), space + 3 < typed.count {
                typed.swapAt(space + 2, space + 3)  // a transposition inside the street name
            }
            for length in 1...typed.count { queries.append(String(typed[0..<length])) }
        }
        return queries
    }

    private func runFTS(csvPath: String, queries: [String]) throws -> (Double, [Double], [Double]) {
        let path = "\(workDir)/fts.sqlite"
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let database = try DatabaseQueue(path: path)
        let start = Date()
        try database.write { db in
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE addresses USING fts5(
                        number, street, unit, city, region, postcode,
                        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4')
                    """)
            let insert = try db.makeStatement(sql: "INSERT INTO addresses VALUES (?, ?, ?, ?, ?, ?)")
            var failure: Error?
            try OpenAddressesReader(path: csvPath).read(
                row: { row in
                    guard failure == nil else { return }
                    do {
                        try insert.execute(arguments: [row.number, row.street, row.unit, row.city, row.region, row.postcode])
                    } catch { failure = error }
                }, rejected: { _ in })
            if let failure { throw failure }
        }
        let buildSeconds = Date().timeIntervalSince(start)
        var timings: [Double] = [], cpu: [Double] = []
        try database.read { db in
            let statement = try db.makeStatement(sql: "SELECT rowid FROM addresses WHERE addresses MATCH ? ORDER BY rank LIMIT \(limit)")
            for query in queries {
                let tokens = AddressTextFolder.tokens(query)
                let cpuStart = threadCPUMicros()
                let begin = DispatchTime.now().uptimeNanoseconds
                if !tokens.isEmpty {
                    let match = tokens.map { "\"\($0)\"*" }.joined(separator: " ")
                    _ = try Int64.fetchAll(statement, arguments: [match])
                }
                timings.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1_000)
                cpu.append(threadCPUMicros() - cpuStart)
            }
        }
        return (buildSeconds, timings, cpu)
    }

    /// CPU time of the calling thread: immune to the preemption a shared machine adds to wall time.
    private func threadCPUMicros() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1_000_000 + Double(spec.tv_nsec) / 1_000
    }

    private func summary(_ name: String, _ micros: [Double]) -> String {
        let mean = micros.reduce(0, +) / Double(max(micros.count, 1))
        return String(
            format: "%@ latency: p50 %.1f µs, p99 %.1f µs, max %.1f µs, mean %.1f µs",
            name, nearestRankPercentile(micros, 0.5), nearestRankPercentile(micros, 0.99), micros.max() ?? 0, mean)
    }

    @discardableResult
    private func runProcess(_ executable: String, _ arguments: [String], capture: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        if capture { process.standardOutput = pipe }
        try process.run()
        let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(executable) \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
