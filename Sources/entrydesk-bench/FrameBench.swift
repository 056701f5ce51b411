import ArgumentParser
import Foundation
import TeamServer

/// `entrydesk-bench frames`: the window's frame times (p50, p99, longest) while it redraws
/// without pause: idle, while `entrydesk import` writes to its database, and while it exports
/// every entry itself, and (given a team server) while it syncs: its saved entries waiting to be
/// sent and the team's to be received. A main thread that waits on the database or the
/// server shows as long frames, and a keystroke waits as long as the frame it lands in.
///
/// The probe preloaded into the window (`BenchProbe`) times the frames and starts the export
/// (the app's own Export action, its file chooser answered); the app's debug log says when its
/// list is on screen (`LaunchedApp`).
struct FrameBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Frame times of the window during an import and an export (needs a display)."
    )

    @Option(help: "Saved entries in the window's database.")
    var savedEntries = 100_000

    @Option(help: "Entries the command-line import adds meanwhile.")
    var importEntries = 100_000

    @Option(help: "Seconds of frames timed in each phase.")
    var seconds = 5.0

    @Option(help: "The entrydesk binary (default: next to this benchmark).")
    var entrydesk: String?

    @Option(help: "A team server for the sync phase (default: ENTRYDESK_TEST_SERVER; none: no sync phase).")
    var server: String?

    @Option(help: "Entries the team server holds for the window to receive in the sync phase.")
    var teamEntries = 100_000

    func run() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let appPath = entrydesk ?? folder.appendingPathComponent("entrydesk").path
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let database = work.appendingPathComponent("entries.sqlite3")
        try SampleEntryGenerator.fill(database, count: savedEntries)
        // The import's file: other entries (another seed), as `entrydesk export` writes them.
        let source = work.appendingPathComponent("source.sqlite3")
        try SampleEntryGenerator.fill(source, count: importEntries, seed: 11)
        let importFile = work.appendingPathComponent("import.jsonl")
        try runTool(appPath, ["export", "--format", "jsonl", "--out", importFile.path], database: source)
        let probe = try BenchProbe.build(into: work)

        print(
            "frames of the window (\(savedEntries) saved entries, \(seconds) s each; p50 / p99 / longest), and how long a key waits for the main loop (p50 / p99 / longest):"
        )
        let idle = try frames(appPath, probe: probe, database: database)
        print("  idle:              " + idle.line)
        let importer = Process()
        let during = try frames(appPath, probe: probe, database: database) {
            importer.executableURL = URL(fileURLWithPath: appPath)
            importer.arguments = ["import", importFile.path]
            importer.environment = Self.environment(database: database)
            importer.standardOutput = FileHandle.nullDevice
            importer.standardError = FileHandle.nullDevice
            try? importer.run()
        }
        let stillImporting = importer.isRunning
        importer.waitUntilExit()
        print(
            "  during an import:  " + during.line + " (\(importEntries) entries"
                + (stillImporting ? ", still importing at the end)" : ", the import ended within the time)"))
        let exported = work.appendingPathComponent("export.csv")
        let export = try frames(appPath, probe: probe, database: database, exportTo: exported)
        print("  during an export:  " + export.line + " (every saved entry, from the window)")
        guard let address = BenchTeam.serverAddress(server) else {
            print("  during a sync:     skipped (no team server: --server, or run under scripts/with-test-server.sh)")
            return
        }
        let team = try BenchTeam(server: address)
        defer { team.drop() }
        try Self.seed(team, count: teamEntries)
        let sync = try frames(appPath, probe: probe, database: database, extra: ["ENTRYDESK_SERVER": try team.addDesk()])
        print(
            "  during a sync:     " + sync.line + " (sending the saved entries, receiving \(teamEntries) of the team's; "
                + "target: a key waits under a frame, p99 16 ms)")
    }

    /// Another desk's entries on the team server, for the window to receive.
    private static func seed(_ team: BenchTeam, count: Int) throws {
        let desk = try PostgresConnection(ServerAddress(try team.addDesk()))
        for start in stride(from: 0, to: count, by: 1_000) {
            let changes = (start..<min(start + 1_000, count)).map { index in
                let time = String(1_790_000_000_000 + Int64(index) * 1_000)
                return OutgoingChange(
                    changeID: UUID(), entryID: UUID(), baseVersion: nil, deleted: false,
                    fields: [
                        "created_at": time, "updated_at": time, "name": "Team member \(index)", "city": "Berlin",
                        "postal_code": "10115", "country_code": "DE", "amount": "\(index % 1000).25", "currency": "EUR"
                    ], changedAt: Date())
            }
            _ = try desk.push(changes, as: .desk)
        }
    }

    struct Figures {
        let count: Int, p50: Double, p99: Double, longest: Double
        /// How late the main loop ran a callback that was due: what a keystroke waits.
        let waitP50: Double, waitP99: Double, longestWait: Double
        var line: String {
            String(
                format: "%6.1f ms / %6.1f ms / %6.1f ms over %d frames; a key waits %4.1f / %4.1f / %5.1f ms",
                p50, p99, longest, count, waitP50, waitP99, longestWait)
        }
    }

    private static func environment(database: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["ENTRYDESK_DATABASE"] = database.path
        return environment
    }

    private func runTool(_ path: String, _ arguments: [String], database: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = Self.environment(database: database)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("\(path) \(arguments.joined(separator: " ")) failed") }
    }

    /// Launches the window, runs `whenReady` once its list is on screen (after asking the probe
    /// to start the export, to `exportTo`, and to time frames), and reads the frame times the
    /// probe reports after `seconds`.
    private func frames(
        _ appPath: String, probe: String, database: URL, extra: [String: String] = [:], exportTo: URL? = nil,
        whenReady: () -> Void = {}
    ) throws -> Figures {
        var environment = Self.environment(database: database)
        environment.merge(extra) { _, new in new }
        let app = try LaunchedApp(appPath, arguments: ["--separate-instance"], environment: environment, probe: probe)
        defer { app.stop() }
        _ = try app.waitForList(within: 300)
        if let exportTo { app.send("export \(exportTo.path)") }
        app.send("frames \(seconds)")
        whenReady()
        // "probe: frames <count> <p50> <p99> <longest> <wait p50> <wait p99> <longest wait>"
        let numbers = try app.next(within: seconds + 300, "its frame times") { line -> [Double]? in
            let fields = line.split(separator: " ")
            let numbers = fields.dropFirst(2).compactMap { Double($0) }
            return line.hasPrefix("probe: frames ") && fields.count == 9 && numbers.count == 7 ? numbers : nil
        }
        return Figures(
            count: Int(numbers[0]), p50: numbers[1], p99: numbers[2], longest: numbers[3],
            waitP50: numbers[4], waitP99: numbers[5], longestWait: numbers[6])
    }
}
