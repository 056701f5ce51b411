import EntryDiagnostics
import Foundation

/// Orca for the kiosk: started with it (`[kiosk] screen-reader = on`) or by a visitor who asks
/// for speech (`ask`), and stopped with the kiosk or, when a visitor started it, with that
/// visitor. An Orca already running in the session (the system's own) is used and left alone.
@MainActor
final class KioskScreenReader {
    private var orca: Process?
    /// Whether the session's own Orca was running when speech was last asked for.
    private var sessionOrca = false
    /// The Orca started for the last visitor, while it shuts down: not the session's.
    private var endingOrca: Int32?
    /// Called on the main loop when the Orca started here ends by itself (it crashed, or was
    /// stopped from outside): speech is off again.
    var onEnded: (@MainActor () -> Void)?

    /// Whether Orca speaks: the one started here, or the session's.
    var isSpeaking: Bool { orca?.isRunning == true || sessionOrca }

    /// Looks again whether the session's own Orca runs (at start, and for each visitor).
    func lookForSessionOrca() {
        sessionOrca = orca == nil && Self.isOrcaRunning(besides: endingOrca)
    }

    /// Starts Orca unless one runs; says in the log why it could not (never stops the kiosk).
    func start() {
        lookForSessionOrca()
        guard !isSpeaking else { return }
        guard let path = Self.orcaPath else {
            Diagnostics.logger.warning("Speech was asked for, but no orca was found on PATH (install Debian's orca package)")
            return
        }
        let process = Process()
        // Orca dies with the kiosk even when the kiosk is killed: an Orca left running would be
        // taken for the session's own by the next kiosk and speak to every visitor after.
        if let setpriv = programOnPath("setpriv") {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--pdeathsig", "KILL", "--", path]
        } else {
            process.executableURL = URL(fileURLWithPath: path)
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { [weak self] ended in
            Task { @MainActor in
                guard let self, self.orca === ended else { return }
                self.orca = nil
                self.onEnded?()
            }
        }
        do {
            try process.run()
            orca = process
        } catch {
            Diagnostics.logger.warning("Speech was asked for, but \(path) could not start: \(error.localizedDescription)")
        }
    }

    /// Stops the Orca started here, if any, without waiting for it: the next visitor is not kept
    /// waiting while Orca shuts down, and is never spoken to by it (it is killed if it lingers).
    func stopForNextVisitor() {
        guard let orca else { return }
        self.orca = nil
        endingOrca = orca.processIdentifier
        Thread.detachNewThread { Self.end(orca) }
    }

    /// Stops the Orca started here, if any (as the kiosk ends).
    func stop() {
        guard let orca else { return }
        self.orca = nil
        Self.end(orca)
    }

    /// SIGTERM, then SIGKILL: Orca 43 can hang in its own shutdown (waiting for a speech server).
    private nonisolated static func end(_ orca: Process) {
        guard orca.isRunning else { return }
        orca.terminate()
        let deadline = Date().addingTimeInterval(1)
        while orca.isRunning, Date() < deadline { usleep(20_000) }
        if orca.isRunning { kill(orca.processIdentifier, SIGKILL) }
        // Reaped here: a zombie Orca keeps the next from starting (Orca 43 counts any process
        // named orca of the user, as `pgrep` does).
        orca.waitUntilExit()
    }

    private static var orcaPath: String? { programOnPath("orca") }

    /// Whether a process named orca runs for this user (as Orca itself checks: `pgrep -u UID -x orca`),
    /// other than `own`.
    private static func isOrcaRunning(besides own: Int32?) -> Bool {
        let uid = getuid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard let pid = Int32(entry), pid != own,
                let name = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
                name.trimmingCharacters(in: .whitespacesAndNewlines) == "orca",
                let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
            else { return false }
            // A zombie (the Orca of a kiosk that was killed, not yet reaped) speaks no more.
            let state = statusField("State", of: status)  // i18n: not shown (a /proc field)
            return state != "Z" && statusField("Uid", of: status) == Substring(String(uid))  // i18n: not shown (a /proc field)
        }
    }

    /// The first word of a field of /proc/PID/status ("State: Z (zombie)" gives "Z").
    private static func statusField(_ name: String, of status: String) -> Substring? {
        status.split(separator: "\n").first { $0.hasPrefix(name + ":") }?.split(whereSeparator: \.isWhitespace).dropFirst().first
    }
}
