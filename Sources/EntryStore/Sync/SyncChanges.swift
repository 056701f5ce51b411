import Foundation

/// An entry changed on this desk and not yet confirmed by the server: the entry as it is now
/// (or, deleted, a tombstone), under the change id that makes sending it twice harmless.
public struct OutgoingEntryChange: Sendable, Equatable {
    public let entryID: UUID
    public let changeID: UUID
    /// The server's version this desk last had of the entry (nil: the server has none).
    public let baseVersion: Int64?
    public let deleted: Bool
    /// `SyncFields.columns` by name; empty for a deleted entry.
    public let fields: [String: String]
    /// When the change was queued here.
    public let queuedAt: Date
}

/// An entry as the server has it now, pulled to this desk.
public struct IncomingEntry: Sendable, Equatable {
    public let entryID: UUID
    public let version: Int64
    public let deleted: Bool
    public let fields: [String: String]
    public let changedBy: String
    public let changedAt: Date
    /// Versions that a later change on another desk won over, kept so that no change is lost.
    public let overwritten: [OverwrittenEntryVersion]

    public init(entryID: UUID, version: Int64, deleted: Bool, fields: [String: String], changedBy: String,
                changedAt: Date, overwritten: [OverwrittenEntryVersion]) {
        self.entryID = entryID
        self.version = version
        self.deleted = deleted
        self.fields = fields
        self.changedBy = changedBy
        self.changedAt = changedAt
        self.overwritten = overwritten
    }
}

/// A version of an entry that a later change won over: who made it, when, and what it said.
public struct OverwrittenEntryVersion: Sendable, Equatable {
    public let version: Int64
    public let fields: [String: String]
    public let changedBy: String
    public let changedAt: Date

    public init(version: Int64, fields: [String: String], changedBy: String, changedAt: Date) {
        self.version = version
        self.fields = fields
        self.changedBy = changedBy
        self.changedAt = changedAt
    }
}

/// What `entrydesk sync status` and the window's indicator tell: entries waiting for the
/// server, the last sync that worked, and the last error (nil once a sync works again).
public struct SyncRecord: Sendable, Equatable {
    public let waiting: Int
    public let lastSuccess: Date?
    public let lastError: String?
    public let lastErrorAt: Date?
}
