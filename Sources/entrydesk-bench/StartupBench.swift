import ArgumentParser
import Foundation
import Glibc

/// `entrydesk-bench startup`: time from launch to the mapped window and peak memory, for
/// `entrydesk` and for two minimal GTK window programs (C, and Swift on GtkKit), measured in
/// turn in the same run. The target compares with the C one; the Swift one tells how much of
/// the difference is the language and the binding, and how much the app's own work.
struct StartupBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Start-up time and peak memory of entrydesk against a minimal GTK 4 window (needs a display)."
    )

    @Option(help: "Launches of each program.")
    var runs = 7

    @Option(help: "The entrydesk binary (default: next to this benchmark).")
    var entrydesk: String?

    func run() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let appPath = entrydesk ?? folder.appendingPathComponent("entrydesk").path
        let baseline = try buildBaseline(into: folder)
        let swiftBaseline = folder.appendingPathComponent("entrydesk-minimal-window").path
        guard FileManager.default.isExecutableFile(atPath: swiftBaseline) else {
            throw ValidationError("\(swiftBaseline) is not built: make bench builds it")
        }
        var appSamples: [Sample] = [], baselineSamples: [Sample] = [], swiftSamples: [Sample] = []
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-bench-\(UUID().uuidString).sqlite3")
        defer { try? FileManager.default.removeItem(at: database) }
        for _ in 0..<runs {
            baselineSamples.append(try launch(baseline, arguments: []))
            swiftSamples.append(try launch(swiftBaseline, arguments: []))
            appSamples.append(try launch(appPath, arguments: ["--separate-instance"], database: database.path))
        }
        let app = Summary(appSamples), minimal = Summary(baselineSamples), minimalSwift = Summary(swiftSamples)
        print("startup (median of \(runs), GSK_RENDERER=\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"))")
        print(String(format: "  minimal GTK window (C):     %7.1f ms to mapped, peak RSS %6.1f MB", minimal.milliseconds, minimal.megabytes))
        print(String(format: "  minimal GTK window (Swift): %7.1f ms to mapped, peak RSS %6.1f MB", minimalSwift.milliseconds, minimalSwift.megabytes))
        print(String(format: "  entrydesk:                  %7.1f ms to mapped, peak RSS %6.1f MB", app.milliseconds, app.megabytes))
        print(String(format: "  ratio to C: time %.2fx, memory %.2fx (target: within 1.15x)", app.milliseconds / minimal.milliseconds, app.megabytes / minimal.megabytes))
        print(String(format: "  ratio to Swift: time %.2fx, memory %.2fx", app.milliseconds / minimalSwift.milliseconds, app.megabytes / minimalSwift.megabytes))
        print("  phases (median ms since launch, at the end of each):  minimal  entrydesk")
        for (phase, milliseconds) in app.phases {
            let baseline = minimal.phases.first { $0.0 == phase }.map { String(format: "%7.1f", $0.1) } ?? "       "
            print("    " + phase.padding(toLength: 48, withPad: " ", startingAt: 0) + baseline + String(format: "  %7.1f", milliseconds))
        }
    }

    private struct Sample {
        let milliseconds: Double
        let kilobytes: Double
        /// From ENTRYDESK_STARTUP_TRACE: each phase's end, in ms since launch, in order.
        var phases: [(String, Double)] = []
    }

    private struct Summary {
        let milliseconds: Double
        let megabytes: Double
        let phases: [(String, Double)]
        init(_ samples: [Sample]) {
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            milliseconds = median(samples.map(\.milliseconds))
            megabytes = median(samples.map(\.kilobytes)) / 1024
            let names = samples.first?.phases.map(\.0) ?? []
            phases = names.map { name in
                (name, median(samples.compactMap { $0.phases.first { $0.0 == name }?.1 }))
            }
        }
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

    private func launch(_ path: String, arguments: [String], database: String? = nil) throws -> Sample {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["ENTRYDESK_BENCH_EXIT_ON_MAP"] = "1"
        environment["ENTRYDESK_STARTUP_TRACE"] = "1"
        if let database { environment["ENTRYDESK_DATABASE"] = database }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = Self.monotonicNanoseconds()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        // "mapped <peak RSS kB> <CLOCK_MONOTONIC ns>": the time is the program's own, when the
        // window is mapped; how long it takes to tear down after that is not start-up.
        guard let mapped = lines.first(where: { $0.hasPrefix("mapped ") })?.split(separator: " "), mapped.count == 3,
              let kilobytes = Double(mapped[1]), let mappedAt = Int(mapped[2]) else {
            throw ValidationError("\(path) did not report a mapped window (is there a display?)")
        }
        let phases = lines.compactMap { line -> (String, Double)? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[0] == "trace", let nanoseconds = Int(fields[2]) else { return nil }
            return (String(fields[1]), Double(nanoseconds - start) / 1_000_000)
        }
        let elapsed = Double(mappedAt - start) / 1_000_000
        return Sample(milliseconds: elapsed, kilobytes: kilobytes, phases: phases)
    }
}
