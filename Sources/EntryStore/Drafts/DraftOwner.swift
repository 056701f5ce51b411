import Foundation

/// Whose draft a row is: one window of one running process. A draft whose process has ended
/// (crashed, killed, the machine restarted) belongs to no one and comes back in the next window
/// that asks (`Drafts.claimOrphaned(for:)`).
public struct DraftOwner: Sendable, Hashable {
    /// The window's own id, new for every window.
    public let windowID: String
    /// The process: boot id, process id and its start time, which together never repeat (a
    /// process id alone is reused, and start times restart with every boot).
    let process: String

    /// A new window of this process.
    public static func newWindow() -> DraftOwner {
        DraftOwner(windowID: UUID().uuidString.lowercased(), process: thisProcess)
    }

    /// An owner no process is: a draft saved for it waits, as a crashed window's does, for the
    /// next window that asks (a window hands back a draft it claimed but cannot show now).
    public static func unowned() -> DraftOwner {
        DraftOwner(windowID: UUID().uuidString.lowercased(), process: "")
    }

    init(windowID: String, process: String) {
        self.windowID = windowID
        self.process = process
    }

    /// This process, as `process` writes it.
    static let thisProcess: String = describe(pid: getpid()) ?? "pid:\(getpid())"

    /// Whether the process `description` names still runs.
    static func isRunning(_ description: String) -> Bool {
        !description.isEmpty && describe(pid: pid(in: description)) == description
    }

    /// "BOOT:PID:START" of a running process, from /proc (nil when it is not running).
    private static func describe(pid: pid_t?) -> String? {
        guard let pid, pid > 0,
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let boot = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
        else { return nil }
        // Field 22 is the start time; the command name (field 2) may hold spaces: count after ")".
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        return "\(boot.trimmingCharacters(in: .whitespacesAndNewlines)):\(pid):\(fields[19])"
    }

    private static func pid(in description: String) -> pid_t? {
        let parts = description.split(separator: ":")
        return parts.count == 3 ? pid_t(parts[1]) : nil
    }
}
