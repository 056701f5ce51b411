import Foundation

/// What `entrydesk sync status` and the window's indicator tell: entries waiting for the
/// server, the last sync that worked, and the last error (nil once a sync works again).
public struct SyncRecord: Sendable, Equatable {
    public let waiting: Int
    public let lastSuccess: Date?
    public let lastError: String?
    public let lastErrorAt: Date?
}
