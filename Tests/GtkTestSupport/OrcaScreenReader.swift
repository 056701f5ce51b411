import Foundation
import TestSupport
import XCTest

/// Orca 43, the screen reader a blind person on Debian 12 uses, running for a test with its
/// debug log on (every utterance is a `SPEECH OUTPUT` line there, with or without a speech
/// synthesizer) and preferences of its own. Scripts read the log through `Tests/Drivers/orca_lib.py`
/// (ENTRYDESK_ORCA_LOG is set for `AccessibilityDriver` while it runs).
///
/// It needs the tests' D-Bus session and display (`scripts/with-display-session.sh`); Orca
/// refuses to start beside another Orca, so one runs at a time.
public final class OrcaScreenReader {
    public let log: URL
    private let folder: TemporaryFolder
    private let process = Process()

    /// Starts Orca and waits until it says "Screen reader on" (its own words once it listens).
    public init(timeout: TimeInterval = 30) throws {
        folder = try TemporaryFolder("entrydesk-orca")
        let preferences = folder.file("preferences")
        try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true)
        log = folder.file("orca-debug.out")
        // Debian's Python runs Orca; the launcher makes its log readable while it runs.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            AccessibilityDriver.checkout.appendingPathComponent("Tests/Drivers/orca-live-log.py").path,
            "--debug", "--debug-file", log.path, "--user-prefs", preferences.path
        ]
        var environment = ProcessInfo.processInfo.environment
        // Orca is Debian's Python program: the tests' own Python must not leak into it.
        environment.removeValue(forKey: "PYTHONPATH")
        environment.removeValue(forKey: "PYTHONHOME")
        // Speech goes nowhere: no speech-dispatcher is started (its autospawn can hang Orca's
        // start when the daemon keeps the spawner's pipes); utterances are logged all the same.
        environment["SPEECHD_CMD"] = "/bin/false"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while !(said().contains { $0.contains("Screen reader on") }) {
            guard process.isRunning else { throw OrcaError.exited(process.terminationStatus) }
            guard Date() < deadline else {
                stop()
                throw OrcaError.silent(seconds: timeout)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        setenv("ENTRYDESK_ORCA_LOG", log.path, 1)
    }

    /// Every utterance so far.
    public func said() -> [String] { Self.utterances(in: log) }

    /// Every utterance in an Orca debug log.
    static func utterances(in log: URL) -> [String] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "SPEECH OUTPUT: '") else { return nil }
            let rest = line[start.upperBound...]
            return rest.range(of: "'", options: .backwards).map { String(rest[..<$0.lowerBound]) }
        }
    }

    /// Stops Orca and removes its files.
    public func stop() {
        unsetenv("ENTRYDESK_ORCA_LOG")
        if process.isRunning {
            // Orca shuts down on SIGTERM, unless it is stuck: then SIGKILL after a few seconds.
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // ENTRYDESK_KEEP_ORCA_LOG=1 keeps the whole log (every event Orca saw) to read after a failure.
        if ProcessInfo.processInfo.environment["ENTRYDESK_KEEP_ORCA_LOG"] == "1" {
            print("Orca's log: \(log.path)")
        } else {
            folder.cleanUp()
        }
    }

    public enum OrcaError: Error, CustomStringConvertible {
        case exited(Int32)
        case silent(seconds: Double)

        public var description: String {
            switch self {
            case let .exited(status):
                "Orca exited at start (status \(status)): is the orca package installed, or does another Orca run for this user "
                    + "(Orca 43 starts once per user: two test runs at once on one machine)?"
            case let .silent(seconds): "Orca did not say \"Screen reader on\" within \(Int(seconds)) s"
            }
        }
    }
}

/// Orca as the app itself finds and starts it (the kiosk, when a visitor asks for speech): an
/// `orca` first on the app's PATH that runs Debian's Orca with its debug log on and preferences
/// of its own. Nothing of Orca is replaced; only where its log goes is chosen.
public final class OrcaOnPath {
    /// The folder to put first on the app's PATH.
    public let folder: URL
    public let log: URL
    private let files: TemporaryFolder

    public init() throws {
        files = try TemporaryFolder("entrydesk-orca-on-path")
        folder = files.file("bin")
        log = files.file("orca-debug.out")
        let preferences = files.file("preferences")
        try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true)
        let launcher = AccessibilityDriver.checkout.appendingPathComponent("Tests/Drivers/orca-live-log.py").path
        // Named orca, as the kiosk looks for it (and as `pgrep -x orca` sees it); Debian's Python,
        // blind to the tests' PYTHONPATH (-E, see OrcaScreenReader).
        let script = """
            #!/usr/bin/python3 -E
            import runpy, sys
            sys.argv = [sys.argv[0], "--debug", "--debug-file", \(AccessibilityDriver.pythonString(log.path)), "--user-prefs", \(AccessibilityDriver.pythonString(preferences.path)), *sys.argv[1:]]
            runpy.run_path(\(AccessibilityDriver.pythonString(launcher)), run_name="__main__")

            """
        let orca = try files.write(script, to: "bin/orca")
        chmod(orca.path, 0o755)
        setenv("ENTRYDESK_ORCA_LOG", log.path, 1)
    }

    /// Every utterance so far (none before the app starts Orca).
    public func said() -> [String] { OrcaScreenReader.utterances(in: log) }

    public func cleanUp() {
        unsetenv("ENTRYDESK_ORCA_LOG")
        if ProcessInfo.processInfo.environment["ENTRYDESK_KEEP_ORCA_LOG"] == "1" {
            print("Orca's log: \(log.path)")
        } else {
            files.cleanUp()
        }
    }
}

/// The Orca processes an app started.
public enum OrcaProcesses {
    /// Live (not zombie) processes named orca whose parent is `pid`.
    public static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.range(of: ")", options: .backwards)
            else { return false }
            let name = stat[stat.index(after: open)..<close.lowerBound]
            let fields = stat[close.upperBound...].split(separator: " ")
            return name == "orca" && fields.count > 1 && fields[0] != "Z" && Int32(fields[1]) == pid
        }
    }

    /// Whether process `pid` is gone or a zombie.
    public static func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.range(of: ")", options: .backwards)
        else { return true }
        return stat[close.upperBound...].split(separator: " ").first == "Z"
    }
}
