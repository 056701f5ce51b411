import EntryDiagnostics
import Foundation

/// Orca, started with kiosk mode when `[kiosk] screen-reader = on`: a terminal with speakers or
/// a headphone socket speaks from the first screen, without staff starting anything. An Orca
/// already running (the session's own) is left alone and none is started beside it; the one
/// started here stops with the kiosk.
@MainActor
final class KioskScreenReader {
    private var orca: Process?

    /// Starts Orca unless one runs; says in the log why it could not (never stops the kiosk).
    func start() {
        guard !Self.isOrcaRunning() else {
            Diagnostics.logger.info("screen-reader = on: Orca already runs in this session")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.orcaPath)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            orca = process
        } catch {
            Diagnostics.logger.warning(
                "screen-reader = on, but \(Self.orcaPath) could not start (install Debian's orca package): \(error.localizedDescription)")
        }
    }

    /// Stops the Orca started here, if any (as the kiosk ends).
    func stop() {
        guard let orca, orca.isRunning else { return }
        self.orca = nil
        orca.terminate()
        // Orca 43 can hang in its own shutdown (waiting for a speech server): a second, then SIGKILL.
        let deadline = Date().addingTimeInterval(1)
        while orca.isRunning, Date() < deadline { usleep(20_000) }
        if orca.isRunning { kill(orca.processIdentifier, SIGKILL) }
    }

    static let orcaPath = "/usr/bin/orca"

    /// Whether a process named orca runs for this user (as Orca itself checks: `pgrep -u UID -x orca`).
    private static func isOrcaRunning() -> Bool {
        let uid = getuid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard Int32(entry) != nil,
                let name = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
                name.trimmingCharacters(in: .whitespacesAndNewlines) == "orca",
                let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
            else { return false }
            return status.split(separator: "\n").contains {
                // i18n: not shown (/proc field)
                $0.hasPrefix("Uid:") && $0.split(whereSeparator: \.isWhitespace).dropFirst().first == Substring(String(uid))
            }
        }
    }
}
