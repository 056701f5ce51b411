import ArgumentParser
import Foundation
import Glibc

/// `entrydesk` as the window benchmarks run it: its debug log (`G_MESSAGES_DEBUG=entrydesk`) read
/// line by line as it comes, which says when start-up ends and how long the saved entries' reads
/// take; with the probe (`BenchProbe`) preloaded when a benchmark needs the window's replica, its
/// frames timed or its search and export driven. The app has no benchmark code of its own and
/// never quits by itself: once a benchmark has what it needs, `stop()` closes it as a logout
/// would (SIGTERM: it writes what it holds and exits normally).
final class LaunchedApp: @unchecked Sendable {
    /// CLOCK_MONOTONIC (ns) just before the app was spawned: the log's times count from it.
    let startedAt: Int
    private let process: Process
    private let commands = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false
    /// Lines read so far by `next(within:_:)`.
    private var cursor = 0

    init(_ path: String, arguments: [String], environment: [String: String], probe: String? = nil) throws {
        // A command written to an app that has died must fail, not end the benchmark (SIGPIPE).
        signal(SIGPIPE, SIG_IGN)
        process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = environment
        environment["G_MESSAGES_DEBUG"] = "entrydesk"
        if let probe { environment["LD_PRELOAD"] = probe }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = commands
        startedAt = LaunchedApp.monotonicNanoseconds()
        try process.run()
        let reader = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while true {
                let chunk = reader.availableData
                condition.lock()
                if chunk.isEmpty {
                    if !buffer.isEmpty { lines.append(String(decoding: buffer, as: UTF8.self)) }
                    ended = true
                } else {
                    buffer.append(chunk)
                    while let newline = buffer.firstIndex(of: 0x0A) {
                        lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                        buffer.removeSubrange(buffer.startIndex...newline)
                    }
                }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    /// Everything the app printed so far, its log and the probe's lines.
    var output: [String] {
        condition.lock()
        defer { condition.unlock() }
        return lines
    }

    /// The next line after the last one this returned for which `match` gives a value, and that
    /// value; throws when the app ends or `seconds` pass first (a program with no display, an
    /// error window, a probe that did not load).
    func next<T>(within seconds: Double = 120, _ what: String, _ match: (String) -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            while cursor < lines.count {
                let line = lines[cursor]
                cursor += 1
                if let value = match(line) { return value }
                if line.hasPrefix("probe: ") && line.contains("-error") { throw ValidationError("the probe: \(line)") }
            }
            if ended || !condition.wait(until: deadline) {
                let tail = lines.suffix(20).joined(separator: "\n")
                throw ValidationError(
                    "\(process.executableURL?.path ?? "entrydesk") never said \(what)"
                        + (ended ? " before it ended" : " in \(Int(seconds)) s") + "; its last lines:\n\(tail)")
            }
        }
    }

    /// The first line of the app's debug log whose message `match` takes, with its time in ms
    /// since the launch.
    func nextLog<T>(within seconds: Double = 120, _ what: String, _ match: (Substring) -> T?) throws -> (milliseconds: Double, value: T) {
        try next(within: seconds, what) { line in
            guard let entry = LogLine(line), let value = match(entry.message) else { return nil }
            return (Double(entry.nanoseconds - startedAt) / 1e6, value)
        }
    }

    /// Waits for the end of start-up: the saved entries' first complete read on screen
    /// ("saved entries: read N on screen after X ms; peak memory K kB", not ", first rows").
    func waitForList(within seconds: Double = 120) throws -> (milliseconds: Double, kilobytes: Double) {
        let ready = try nextLog(within: seconds, "its saved entries on screen") { message in
            OnScreen(message).flatMap { $0.isComplete ? $0 : nil }
        }
        return (ready.milliseconds, ready.value.kilobytes)
    }

    /// A command for the probe (preload/probe.c): "search TEXT", "export PATH", "frames SECONDS".
    func send(_ command: String) {
        try? commands.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8))
    }

    var isRunning: Bool { process.isRunning }

    /// Closes the app as a logout would (SIGTERM), or kills it after 30 s.
    func stop() {
        try? commands.fileHandleForWriting.close()
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    static func monotonicNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
    }
}

/// A line of entrydesk's debug log: "entrydesk: [12345.678901] message", its CLOCK_MONOTONIC time.
struct LogLine {
    let nanoseconds: Int
    let message: Substring

    init?(_ line: String) {
        guard line.hasPrefix("entrydesk: ["), let close = line.firstIndex(of: "]") else { return nil }
        let time = line[line.index(line.startIndex, offsetBy: "entrydesk: [".count)..<close].split(separator: ".")
        guard time.count == 2, let seconds = Int(time[0]), let microseconds = Int(time[1]) else { return nil }
        nanoseconds = seconds * 1_000_000_000 + microseconds * 1_000
        message = line[line.index(after: close)...].dropFirst()
    }
}

/// "start-up: window mapped; peak memory 104312 kB" and "start-up: first frame drawn at
/// 1180x800; peak memory 112210 kB": the event and the peak memory then.
struct StartupEvent {
    let event: Substring
    let kilobytes: Double

    init?(_ message: Substring) {
        guard message.hasPrefix("start-up: "), let semicolon = message.firstIndex(of: ";"),
            let kilobytes = message[semicolon...].split(separator: " ").dropFirst(3).first.flatMap({ Double($0) })
        else { return nil }
        event = message[message.index(message.startIndex, offsetBy: "start-up: ".count)..<semicolon]
        self.kilobytes = kilobytes
    }
}

/// "saved entries: read 7: 1000 matches, 200 listed in 3.21 ms[, first rows]": a read shown.
struct Listing {
    let request: Int
    let matches: Int?
    let milliseconds: Double
    let isComplete: Bool

    init?(_ message: Substring) {
        guard let match = message.wholeMatch(of: #/saved entries: read (-?\d+): (\S+) matches, \d+ listed in ([\d.]+) ms(, first rows)?/#),
            let request = Int(match.1), let milliseconds = Double(match.3)
        else { return nil }
        self.request = request
        matches = Int(match.2)
        self.milliseconds = milliseconds
        isComplete = match.4 == nil
    }
}

/// "saved entries: read 7 on screen after 9.87 ms[, first rows]; peak memory 120512 kB": the
/// frame that shows a read painted.
struct OnScreen {
    let request: Int
    let milliseconds: Double
    let isComplete: Bool
    let kilobytes: Double

    init?(_ message: Substring) {
        guard
            let match = message.wholeMatch(
                of: #/saved entries: read (-?\d+) on screen after ([\d.]+) ms(, first rows)?; peak memory (-?\d+) kB/#),
            let request = Int(match.1), let milliseconds = Double(match.2), let kilobytes = Double(match.4)
        else { return nil }
        self.request = request
        self.milliseconds = milliseconds
        isComplete = match.3 == nil
        self.kilobytes = kilobytes
    }
}

/// The probe the window benchmarks preload into entrydesk (Sources/CBenchProbe), compiled from
/// the checkout beside the C baseline, as scripts/bench/build-probe.sh does it.
enum BenchProbe {
    static func build(into folder: URL) throws -> String {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/bench/build-probe.sh")
        let output = folder.appendingPathComponent("entrydesk-bench-probe.so")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/bin/bash")
        build.arguments = [script.path, output.path]
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0 else {
            throw ValidationError("cannot build the probe with \(script.path) (is libgtk-4-dev installed?)")
        }
        return output.path
    }
}
