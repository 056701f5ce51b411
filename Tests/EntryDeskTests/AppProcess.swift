import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// The `entrydesk` binary run as a person runs it, in a sandbox of its own: temporary data,
/// configuration and database folders, so tests never touch the developer's entries.
@MainActor
final class AppProcess {
    /// The sandbox: configuration, data and state folders, and the files a test writes.
    private let sandbox: TemporaryFolder
    var home: URL { sandbox.url }
    let databaseURL: URL
    /// The locale the app and its commands run in (LANG and LC_ALL).
    var locale = "en_US.UTF-8"
    /// The window's language (LANGUAGE): English unless a test asks for another, so that a
    /// test typing German amounts (`locale` de_DE) still finds the fields by their English
    /// names; nil leaves it to `locale`, as for a person who set only LANG.
    var language: String? = "en"
    private(set) var process: Process?
    private var output: CapturedOutput?

    /// The binary next to the test bundle (SwiftPM builds both into the same folder).
    static var binary: URL { URL(fileURLWithPath: builtAppBinary) }

    init() throws {
        sandbox = try TemporaryFolder("entrydesk-e2e")
        try FileManager.default.createDirectory(at: sandbox.file("config"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sandbox.file("data"), withIntermediateDirectories: true)
        databaseURL = sandbox.file("data/entries.sqlite3")
    }

    /// A second app in `other`'s sandbox: the same configuration and database (two windows
    /// of one desk, or a desk beside a command).
    init(sharingSandboxOf other: AppProcess) {
        sandbox = other.sandbox
        databaseURL = other.databaseURL
        locale = other.locale
    }

    /// The sandbox's configuration file.
    var configurationFile: URL { home.appendingPathComponent("config/entrydesk/entrydesk.conf") }

    /// Writes the sandbox's configuration file with `text` (before the app starts).
    func writeConfiguration(_ text: String) throws {
        try FileManager.default.createDirectory(at: configurationFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: configurationFile)
    }

    /// Adds `line` at the top of `[section]` in the sandbox's configuration file (written by
    /// `kiosk set-pin`), keeping the file private: it holds the PIN hash, and the app refuses
    /// it readable by others.
    func addSetting(_ line: String, in section: String) throws {
        let config = home.appendingPathComponent("config/entrydesk/entrydesk.conf")
        let text = try String(contentsOf: config, encoding: .utf8)
        try text.replacingOccurrences(of: "[\(section)]\n", with: "[\(section)]\n\(line)\n")
            .write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o600)
    }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["ENTRYDESK_DATABASE"] = databaseURL.path
        environment["LANG"] = locale
        environment["LC_ALL"] = locale
        environment["LANGUAGE"] = language
        environment.removeValue(forKey: "ENTRYDESK_CONFIG")
        // A kiosk says how to start speech through speech-dispatcher: no daemon is autospawned
        // for it (a test that listens gives the app its own, `SpeechDispatcher`).
        environment["SPEECHD_CMD"] = "/bin/false"
        for (name, value) in environmentChanges { environment[name] = value }
        return environment
    }

    /// Variables set (or, with nil, removed) on top of the sandbox's for the app and its commands.
    var environmentChanges: [String: String?] = [:]

    /// Starts the GUI with `arguments` (in its own process unless `singleInstance`); returns its
    /// process id.
    @discardableResult
    func launch(_ arguments: [String] = [], singleInstance: Bool = false) throws -> Int32 {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = (singleInstance ? [] : ["--separate-instance"]) + arguments
        process.environment = environment
        let captured = CapturedOutput()
        process.standardOutput = captured.handle
        process.standardError = captured.handle
        output = captured
        try process.run()
        self.process = process
        return process.processIdentifier
    }

    /// Runs a CLI subcommand to completion; returns status and output.
    func command(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String, errors: String) {
        try runToCompletion(Self.binary, arguments, environment: environment, input: input)
    }

    /// Whether the GUI process is still running.
    var isRunning: Bool { process?.isRunning ?? false }

    /// What the GUI printed.
    var printed: String { output?.text() ?? "" }

    /// Kills the GUI at once (SIGKILL, as a crash or a power cut would).
    func kill() {
        guard let process, process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the GUI to exit on its own; returns its status.
    func waitForExit(timeout: Double = 10) async -> Int32? {
        guard await eventually(within: .seconds(timeout), { !isRunning }), let process else { return nil }
        return process.terminationStatus
    }

    /// Stops the GUI and removes the sandbox.
    func cleanUp() {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        sandbox.cleanUp()
    }
}
