import Foundation
import Glibc
import Logging

/// A swift-log handler writing each message as one `LABEL: message` line to standard error, the
/// lines EntryDesk wrote before it logged through swift-log (terminal logs and the tests reading
/// standard error see the same text). Metadata is kept but never printed: it would be an easy
/// way for personal data to reach a log.
///
/// Debug messages are shown, as for any GLib program, when `G_MESSAGES_DEBUG` names the label
/// (`G_MESSAGES_DEBUG=entrydesk`) or is `all`; each line then starts with the time it was
/// written, as `[seconds.microseconds]` of CLOCK_MONOTONIC (the clock `dmesg` shows), so that
/// lines can be timed against each other and against the kernel's.
public struct StandardErrorLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let label: String

    public init(label: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.label = label
        let debugDomains = (environment["G_MESSAGES_DEBUG"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," })
        logLevel = debugDomains.contains { $0 == "all" || $0 == label } ? .debug : .info
    }

    public func log(event: LogEvent) {
        let time = logLevel <= .debug ? Self.timestamp() + " " : ""
        FileHandle.standardError.write(Data("\(label): \(time)\(event.message)\n".utf8))
    }

    /// "[12345.678901]": CLOCK_MONOTONIC, in seconds to the microsecond.
    static func timestamp() -> String {
        let nanoseconds = Diagnostics.monotonicNanoseconds()
        let microseconds = String(nanoseconds / 1_000 % 1_000_000)
        return "[\(nanoseconds / 1_000_000_000).\(String(repeating: "0", count: 6 - microseconds.count))\(microseconds)]"
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
