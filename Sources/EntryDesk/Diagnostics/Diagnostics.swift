import Logging

/// Where EntryDesk's diagnostics go: what went wrong beside the task (a file that could not be
/// kept, a hash that could not be upgraded, files made private), as opposed to a command's own
/// output, usage or error, which the command writes itself.
///
/// Never log personal data (names, addresses, amounts) or secrets (PINs, hashes, keys).
public enum Diagnostics {
    /// The logger for diagnostics, writing `entrydesk: message` lines to standard error.
    /// Made with its handler instead of through `LoggingSystem.bootstrap`: swift-log's default
    /// handler writes to standard output, and a test process never bootstraps.
    public static let logger = Logger(label: "entrydesk", factory: StandardErrorLogHandler.init)
}
