import Glibc
import Logging

/// Where EntryDesk's diagnostics go: what went wrong beside the task (a file that could not be
/// kept, a hash that could not be upgraded, files made private), as opposed to a command's own
/// output, usage or error, which the command writes itself; and, at debug level
/// (`G_MESSAGES_DEBUG=entrydesk`), how long start-up and the saved entries' reads take
/// (`StartupTrace`, `EntriesPanel`), for whoever asks why the window is slow on a machine.
///
/// Never log personal data (names, addresses, amounts, search text) or secrets (PINs, hashes, keys).
public enum Diagnostics {
    /// The logger for diagnostics, writing `entrydesk: message` lines to standard error.
    /// Made with its handler instead of through `LoggingSystem.bootstrap`: swift-log's default
    /// handler writes to standard output, and a test process never bootstraps.
    public static let logger = Logger(label: "entrydesk", factory: { StandardErrorLogHandler(label: $0) })

    /// Whether debug messages are shown: what only they need (a frame to wait for, the peak
    /// memory to read) is done only then.
    public static var isDebugging: Bool { logger.logLevel <= .debug }

    /// CLOCK_MONOTONIC in ns: the clock of the debug log's times.
    public static func monotonicNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
    }
}
