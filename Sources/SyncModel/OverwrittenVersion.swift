import Foundation

/// A version of an entry that a change made without seeing it replaced: kept on the server so
/// that no edit is silently lost.
public struct OverwrittenVersion: Sendable, Equatable {
    public var version: Int64
    /// A tombstone that a later edit brought back.
    public var deleted: Bool
    public var fields: [String: String]
    public var changedBy: String
    public var changedAt: Date

    public init(version: Int64, deleted: Bool, fields: [String: String], changedBy: String, changedAt: Date) {
        self.version = version
        self.deleted = deleted
        self.fields = fields
        self.changedBy = changedBy
        self.changedAt = changedAt
    }
}
