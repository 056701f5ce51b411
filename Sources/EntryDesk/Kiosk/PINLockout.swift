import Foundation
import Glibc

/// Wrong PINs typed at the kiosk and the lock they earned, kept in a file so that restarting the
/// terminal (pulling its plug) does not give a guesser a fresh start.
struct PINLockout: Equatable {
    /// Wrong PINs since the last lock ended (three lock the panel).
    var failures = 0
    /// How many times three wrong PINs locked the panel since the right PIN was last typed.
    var lockouts = 0
    /// When the current lock ends (wall-clock time: the monotonic clock restarts with the machine).
    var lockedUntil: Date?

    /// Seconds the lock still lasts at `now`, or nil when not locked. A clock set back cannot make
    /// a lock longer than the longest one.
    func remainingSeconds(at now: Date) -> Int? {
        guard let lockedUntil, lockedUntil > now else { return nil }
        let longest = Self.lockSeconds(afterLockout: max(lockouts, 1))
        return min(longest, Int(lockedUntil.timeIntervalSince(now).rounded(.up)))
    }

    /// How long the `lockout`-th lock lasts, in seconds: 30, 60, 120, ... at most 900.
    static func lockSeconds(afterLockout lockout: Int) -> Int {
        min(900, 30 << min(max(lockout - 1, 0), 5))
    }
}

/// Where `PINLockout` is kept: `$XDG_STATE_HOME/entrydesk/kiosk-pin-lockout` by default.
struct PINLockoutFile {
    let url: URL

    static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        // The XDG spec says a relative XDG_STATE_HOME is invalid and must be ignored.
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.local/state")
        return URL(fileURLWithPath: base).appendingPathComponent("entrydesk/kiosk-pin-lockout")
    }

    /// The kept state; a missing or unreadable file is a fresh start (a person at the kiosk
    /// cannot reach the file system to remove it).
    func load() -> PINLockout {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return PINLockout() }
        var lockout = PINLockout()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Int(parts[1]), value >= 0 else { continue }
            switch parts[0] {
            case "failures": lockout.failures = min(value, 3)
            case "lockouts": lockout.lockouts = min(value, 1_000)
            case "locked-until": lockout.lockedUntil = Date(timeIntervalSince1970: TimeInterval(value))
            default: continue
            }
        }
        return lockout
    }

    /// Keeps `lockout` (the file goes when there is nothing to keep). Throws when it cannot be
    /// written; the panel then still locks for as long as the kiosk runs.
    func save(_ lockout: PINLockout) throws {
        guard lockout != PINLockout() else {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            return
        }
        var text = "failures=\(lockout.failures)\nlockouts=\(lockout.lockouts)\n"
        if let until = lockout.lockedUntil { text += "locked-until=\(Int(until.timeIntervalSince1970.rounded(.up)))\n" }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try Data(text.utf8).write(to: url, options: .atomic)
        // The rename is durable only once the folder is on disk too: a power cut right after a
        // wrong PIN must not bring back the file from before it.
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }
}
