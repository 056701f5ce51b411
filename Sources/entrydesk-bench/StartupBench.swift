import ArgumentParser
import EntryStore
import Foundation
import Glibc

/// `entrydesk-bench startup`: time from launch to the mapped window and peak memory, for
/// `entrydesk` and for two minimal GTK window programs (C, and Swift on GtkKit), measured in
/// turn in the same run. The target compares with the C one; the Swift one tells how much of
/// the difference is the language and the binding, and how much the app's own work. A fourth
/// program, the C one building entrydesk's window from a GtkBuilder file the probe wrote from the
/// running app (`BenchProbe`), tells what GTK alone costs for the entry screen.
///
/// The minimal windows print their times and quit; entrydesk's come from its debug log
/// (`LaunchedApp`), and it is closed once its saved entries are on screen.
struct StartupBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Start-up time and peak memory of entrydesk against a minimal GTK 4 window (needs a display)."
    )

    @Option(help: "Launches of each program.")
    var runs = 7

    @Option(help: "The entrydesk binary (default: next to this benchmark).")
    var entrydesk: String?

    @Option(help: "Also launch entrydesk on a database of this many sample entries (0: not).")
    var savedEntries = 0

    @Option(
        help:
            "With --saved-entries: only the searches in the window, on this database (filled with the sample entries when it does not exist, and kept), to compare changes without filling a million entries each time."
    )
    var searchDatabase: String?

    func run() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let appPath = entrydesk ?? folder.appendingPathComponent("entrydesk").path
        if let searchDatabase {
            guard savedEntries > 0 else { throw ValidationError("--search-database needs --saved-entries") }
            if !FileManager.default.fileExists(atPath: searchDatabase) {
                try SampleEntryGenerator.fill(URL(fileURLWithPath: searchDatabase), count: savedEntries)
            }
            return try benchmarkSearches(
                appPath, arguments: ["--separate-instance"], database: searchDatabase,
                probe: try BenchProbe.build(into: folder))
        }
        let baseline = try buildBaseline(into: folder)
        let probe = try BenchProbe.build(into: folder)
        let swiftBaseline = folder.appendingPathComponent("entrydesk-minimal-window").path
        guard FileManager.default.isExecutableFile(atPath: swiftBaseline) else {
            throw ValidationError("\(swiftBaseline) is not built: make bench builds it")
        }
        // A binary just linked is in the page cache whole, and the kernel maps cached pages 64 kB
        // around each one a program touches: right after a relink, entrydesk measured 2.6 MB
        // more than the same binary after the cache was dropped. Each binary starts from the
        // disk, as after a reboot, and the first launch reads in what start-up touches.
        for path in [baseline, swiftBaseline, appPath] { Self.dropFromPageCache(path) }
        var appSamples: [Sample] = [], baselineSamples: [Sample] = [], swiftSamples: [Sample] = [], replicaSamples: [Sample] = []
        let database = Self.temporaryDatabase()
        let replica = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-bench-replica-\(UUID().uuidString)")
        defer {
            Self.removeDatabase(database)
            try? FileManager.default.removeItem(at: replica)
        }
        // A first launch creates the database (not start-up's usual work) and tells the size
        // entrydesk's window maps at: the minimal windows open as large, since a window's
        // drawing surface alone takes memory in proportion to its area (1180x800 against
        // 720x800 is 2.7 MB more for the C window). The probe, preloaded into this launch only,
        // writes its window as a GtkBuilder file at its first frame.
        let appArguments = ["--separate-instance"]
        let first = try launchApp(appPath, arguments: appArguments, database: database.path, replica: (probe, replica))
        guard let size = first.sample.windowSize else {
            throw ValidationError("\(appPath) did not report its window's size")
        }
        for line in first.output where line.hasPrefix("probe: replica-") { print("warning: entrydesk's window as GtkBuilder: \(line)") }
        let sizeArguments = [String(size.width), String(size.height)]
        let replicaArguments = sizeArguments + [replica.path]
        let hasReplica = FileManager.default.fileExists(atPath: replica.appendingPathComponent("window.ui").path)
        if !hasReplica {
            print("warning: the probe wrote no GtkBuilder replica of \(appPath)'s window: the entry screen in C is not measured")
        }
        // Like entrydesk's first launch, one uncounted launch of each minimal window reads in what
        // its start-up touches: every counted launch of the three then starts alike.
        _ = try launch(baseline, arguments: sizeArguments)
        _ = try launch(swiftBaseline, arguments: sizeArguments)
        if hasReplica { _ = try launch(baseline, arguments: replicaArguments) }
        for _ in 0..<runs {
            baselineSamples.append(try launch(baseline, arguments: sizeArguments).sample)
            swiftSamples.append(try launch(swiftBaseline, arguments: sizeArguments).sample)
            if hasReplica { replicaSamples.append(try launch(baseline, arguments: replicaArguments).sample) }
            appSamples.append(try launchApp(appPath, arguments: appArguments, database: database.path).sample)
        }
        // The minimal windows' surfaces must be as large as entrydesk's (GTK's decorations may differ).
        for (name, samples) in [("C", baselineSamples), ("Swift", swiftSamples), ("C entry screen", replicaSamples)] {
            if let other = samples.first?.windowSize, other != size {
                print("warning: the \(name) window is \(other.width)x\(other.height), entrydesk's \(size.width)x\(size.height)")
            }
        }
        let app = Summary(appSamples), minimal = Summary(baselineSamples), minimalSwift = Summary(swiftSamples)
        let screenInC = hasReplica ? Summary(replicaSamples) : nil
        print(
            "startup (median of \(runs), GSK_RENDERER=\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"), windows \(size.width)x\(size.height))"
        )
        print("  ms since launch when the window maps, when its first frame is drawn; peak RSS of the whole start-up")
        print("  (by the map); entrydesk: and when the saved entries are on screen too")
        let lines: [(String, Summary?)] = [
            ("minimal GTK window (C):", minimal), ("minimal GTK window (Swift):", minimalSwift),
            ("entry screen in C (Builder):", screenInC), ("entrydesk:", app)
        ]
        for case let (name, summary?) in lines {
            print("  " + name.padding(toLength: 28, withPad: " ", startingAt: 0) + summary.line)
        }
        for (name, baseline) in [("C", minimal), ("Swift", minimalSwift)] {
            print(
                String(
                    format: "  ratio to %@: time to mapped %.2fx, to drawn %.2fx, peak memory %.2fx", name,
                    app.mappedMilliseconds / baseline.mappedMilliseconds, app.drawnMilliseconds / baseline.drawnMilliseconds,
                    app.megabytes / baseline.megabytes) + (name == "C" ? " (target: within 1.15x)" : ""))
        }
        if let screenInC {
            print(
                String(
                    format: "  the entry screen in C against the minimal C window: time to mapped %.2fx, to drawn %.2fx, peak memory %.2fx",
                    screenInC.mappedMilliseconds / minimal.mappedMilliseconds, screenInC.drawnMilliseconds / minimal.drawnMilliseconds,
                    screenInC.megabytes / minimal.megabytes))
        }
        if savedEntries > 0 {
            // What an operator with years of entries waits for: the list's keys and its first
            // screenful, read just after the first frame.
            let full = Self.temporaryDatabase()
            defer { Self.removeDatabase(full) }
            try SampleEntryGenerator.fill(full, count: savedEntries)
            let loaded = Summary(try (0..<runs).map { _ in try launchApp(appPath, arguments: appArguments, database: full.path).sample })
            print("  " + "entrydesk, \(savedEntries) saved:".padding(toLength: 28, withPad: " ", startingAt: 0) + loaded.line)
            try benchmarkSearches(appPath, arguments: appArguments, database: full.path, probe: probe)
        }
        print("  phases (median ms since launch, at the end of each):  minimal  entrydesk")
        for (phase, milliseconds) in app.phases {
            let baseline = minimal.phases.first { $0.0 == phase }.map { String(format: "%7.1f", $0.1) } ?? "       "
            print("    " + phase.padding(toLength: 48, withPad: " ", startingAt: 0) + baseline + String(format: "  %7.1f", milliseconds))
        }
    }

    private struct Sample {
        /// When the window mapped, when its first frame was drawn, and (entrydesk) when its saved
        /// entries were on screen too, in ms since launch.
        let mappedMilliseconds: Double
        let drawnMilliseconds: Double
        let readyMilliseconds: Double?
        /// Peak resident memory at the end of start-up (the whole start-up's peak), and when the
        /// window mapped.
        let kilobytes: Double
        let kilobytesAtMap: Double
        /// Each phase's end, in ms since launch, in order ("trace" lines of the minimal windows,
        /// "start-up:" lines of entrydesk's debug log).
        var phases: [(String, Double)] = []
        /// The window's surface size after its first frame, when the program reports it.
        var windowSize: (width: Int, height: Int)?
    }

    private struct Summary {
        let mappedMilliseconds: Double
        let drawnMilliseconds: Double
        let readyMilliseconds: Double?
        let megabytes: Double
        let megabytesAtMap: Double
        let phases: [(String, Double)]
        init(_ samples: [Sample]) {
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            mappedMilliseconds = median(samples.map(\.mappedMilliseconds))
            drawnMilliseconds = median(samples.map(\.drawnMilliseconds))
            let ready = samples.compactMap(\.readyMilliseconds)
            readyMilliseconds = ready.count == samples.count ? median(ready) : nil
            megabytes = median(samples.map(\.kilobytes)) / 1024
            megabytesAtMap = median(samples.map(\.kilobytesAtMap)) / 1024
            let names = samples.first?.phases.map(\.0) ?? []
            phases = names.map { name in
                (name, median(samples.compactMap { $0.phases.first { $0.0 == name }?.1 }))
            }
        }

        /// "  63.5 ms mapped,    70.9 ms drawn, peak RSS  113.6 MB (105.0 MB)[, list   75.1 ms]"
        var line: String {
            String(
                format: "%7.1f ms mapped, %7.1f ms drawn, peak RSS %6.1f MB (%5.1f MB)", mappedMilliseconds,
                drawnMilliseconds, megabytes, megabytesAtMap)
                + (readyMilliseconds.map { String(format: ", list %7.1f ms", $0) } ?? "")
        }
    }

    /// Searches typed into the running app's search field, as a person meets them: from the
    /// moment the list is read (after the field's pause) to the frame that shows the first
    /// matches, and to the whole list read (a long list comes in two steps). The probe sets the
    /// field's text; the app's debug log says when each read came and was painted.
    private func benchmarkSearches(_ appPath: String, arguments: [String], database: String, probe: String) throws {
        let queries = [
            "m", "mu", "mull", "muller", "schmidt", "jurgen", "garcia", "haupt", "rue de la paix", "paris",
            "berlin", "london", "10115", "sw1a", "INV-2", "ref 77", "zzzz-nothing", ""
        ]
        var drawn: [Double] = [], read: [Double] = [], complete: [Double] = []
        for _ in 0..<3 {
            var environment = ProcessInfo.processInfo.environment
            environment["ENTRYDESK_DATABASE"] = database
            let app = try LaunchedApp(appPath, arguments: arguments, environment: environment, probe: probe)
            defer { app.stop() }
            _ = try app.waitForList()
            for query in queries {
                app.send("search \(query)")
                // The read the search started, then the frame that shows its first rows and the
                // whole list; in the order the log has them (a frame may come after the rest).
                let first = try app.nextLog("the search's first read") { Listing($0) }.value
                var painted: Double?, whole = first.isComplete ? first.milliseconds : nil
                while painted == nil || whole == nil {
                    _ = try app.nextLog("the search's rows painted and its whole list read") { message -> Bool? in
                        if let shown = OnScreen(message), shown.request == first.request {
                            painted = painted ?? shown.milliseconds
                            return true
                        }
                        if let listing = Listing(message), listing.request == first.request, listing.isComplete {
                            whole = listing.milliseconds
                            return true
                        }
                        return nil
                    }
                }
                read.append(first.milliseconds)
                drawn.append(painted ?? 0)
                complete.append(whole ?? 0)
            }
        }
        print(
            String(
                format:
                    "  search in the window, after the field's pause (%d queries x 3): first rows read p50 %.1f ms, p99 %.1f ms; painted p50 %.1f ms, p99 %.1f ms (target 50); whole list read p50 %.1f ms, p99 %.1f ms (off the main thread)",
                queries.count, nearestRankPercentile(read, 0.5), nearestRankPercentile(read, 0.99),
                nearestRankPercentile(drawn, 0.5), nearestRankPercentile(drawn, 0.99),
                nearestRankPercentile(complete, 0.5), nearestRankPercentile(complete, 0.99)))
    }

    private static func temporaryDatabase() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-bench-\(UUID().uuidString).sqlite3")
    }

    /// Removes a database and its WAL files.
    private static func removeDatabase(_ url: URL) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }

    /// Writes the file's pages out and asks the kernel to forget them (best effort).
    private static func dropFromPageCache(_ path: String) {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return }
        defer { close(file) }
        _ = fdatasync(file)
        _ = posix_fadvise(file, 0, 0, POSIX_FADV_DONTNEED)
    }

    private static func monotonicNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
    }

    private func buildBaseline(into folder: URL) throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/bench/minimal-window.c")
        let output = folder.appendingPathComponent("minimal-window")
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/bin/sh")
        compile.arguments = ["-c", "cc -O2 \"$0\" -o \"$1\" $(pkg-config --cflags --libs gtk4)", source.path, output.path]
        try compile.run()
        compile.waitUntilExit()
        guard compile.terminationStatus == 0 else { throw ValidationError("cannot compile \(source.path) (is libgtk-4-dev installed?)") }
        return output.path
    }

    /// A minimal window: it prints "mapped <peak RSS kB> <CLOCK_MONOTONIC ns>" when it maps,
    /// "drawn ..." after its first frame and "size <width> <height>", then quits.
    private func launch(_ path: String, arguments: [String]) throws -> (sample: Sample, output: [Substring]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = Self.monotonicNanoseconds()
        try process.run()
        // A program that never reports (no display) is stopped instead of holding the benchmark forever.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        // The times are the program's own; how long it takes to tear down after that is not start-up.
        func report(_ event: String) -> (kilobytes: Double, milliseconds: Double)? {
            guard let fields = lines.first(where: { $0.hasPrefix(event + " ") })?.split(separator: " "), fields.count == 3,
                let kilobytes = Double(fields[1]), let at = Int(fields[2])
            else { return nil }
            return (kilobytes, Double(at - start) / 1_000_000)
        }
        guard let mapped = report("mapped"), let drawn = report("drawn") else {
            throw ValidationError("\(path) did not report a mapped and drawn window (is there a display?)")
        }
        let phases = lines.compactMap { line -> (String, Double)? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[0] == "trace", let nanoseconds = Int(fields[2]) else { return nil }
            return (String(fields[1]), Double(nanoseconds - start) / 1_000_000)
        }
        var sample = Sample(
            mappedMilliseconds: mapped.milliseconds, drawnMilliseconds: drawn.milliseconds, readyMilliseconds: nil,
            kilobytes: max(mapped.kilobytes, drawn.kilobytes), kilobytesAtMap: mapped.kilobytes, phases: phases)
        // "size <width> <height>": the window's surface after the first frame.
        if let size = lines.first(where: { $0.hasPrefix("size ") })?.split(separator: " "), size.count == 3,
            let width = Int(size[1]), let height = Int(size[2]), width > 0, height > 0
        {
            sample.windowSize = (width, height)
        }
        return (sample, lines)
    }

    /// entrydesk, timed by its debug log: each phase's end ("start-up: gtk-activate"), the window
    /// mapped and its first frame drawn with its size, each with the peak memory then, and the
    /// saved entries' first read on screen (`LaunchedApp.waitForList`); then it is closed. With
    /// `replica`, the probe is preloaded and writes the window as a GtkBuilder file at its first frame.
    private func launchApp(
        _ path: String, arguments: [String], database: String,
        replica: (probe: String, folder: URL)? = nil
    ) throws -> (sample: Sample, output: [String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["ENTRYDESK_DATABASE"] = database
        if let replica { environment["ENTRYDESK_PROBE_REPLICA"] = replica.folder.path }
        let app = try LaunchedApp(path, arguments: arguments, environment: environment, probe: replica?.probe)
        defer { app.stop() }
        let mapped = try app.nextLog("that its window mapped") { StartupEvent($0).flatMap { $0.event == "window mapped" ? $0 : nil } }
        let drawn = try app.nextLog("that its first frame was drawn") {
            StartupEvent($0).flatMap { $0.event.hasPrefix("first frame drawn") ? $0 : nil }
        }
        let ready = try app.waitForList()
        if replica != nil, !app.output.contains(where: { $0.hasPrefix("probe: replica written") }) {
            _ = try app.next("that the probe wrote the replica") { $0.hasPrefix("probe: replica written") ? true : nil }
        }
        let output = app.output
        var phases = output.compactMap { line -> (String, Double)? in
            guard let entry = LogLine(line), entry.message.hasPrefix("start-up: "),
                case let phase = entry.message.dropFirst("start-up: ".count), !phase.contains(" ")
            else { return nil }
            return (String(phase), Double(entry.nanoseconds - app.startedAt) / 1e6)
        }
        // The map among the phases, where it came.
        phases.append(("mapped", mapped.milliseconds))
        phases.sort { $0.1 < $1.1 }
        var sample = Sample(
            mappedMilliseconds: mapped.milliseconds, drawnMilliseconds: drawn.milliseconds,
            readyMilliseconds: ready.milliseconds,
            kilobytes: max(mapped.value.kilobytes, drawn.value.kilobytes, ready.kilobytes),
            kilobytesAtMap: mapped.value.kilobytes, phases: phases)
        // "first frame drawn at 1180x800": the window's surface.
        let size = drawn.value.event.split(separator: " ").last?.split(separator: "x").compactMap { Int($0) } ?? []
        if size.count == 2, size[0] > 0, size[1] > 0 { sample.windowSize = (size[0], size[1]) }
        return (sample, output)
    }
}
