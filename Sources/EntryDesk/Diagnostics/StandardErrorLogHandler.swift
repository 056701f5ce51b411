import Foundation
import Logging

/// A swift-log handler writing each message as one `LABEL: message` line to standard error, the
/// lines EntryDesk wrote before it logged through swift-log (terminal logs and the tests reading
/// standard error see the same text). Metadata is kept but never printed: it would be an easy
/// way for personal data to reach a log.
public struct StandardErrorLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    private let label: String

    public init(label: String) {
        self.label = label
    }

    public func log(event: LogEvent) {
        FileHandle.standardError.write(Data("\(label): \(event.message)\n".utf8))
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
