import Foundation

/// One of the team's records as the server has it now, from a pull.
public struct PulledRecord: Sendable, Equatable {
    public var kind: TeamRecordKind
    public var key: String
    public var deleted: Bool
    /// The record's columns by name (see `OutgoingRecord.fields`).
    public var fields: [String: String]
    /// The role that wrote this version (desk_b, kiosk_hall).
    public var changedBy: String
    /// Written by this very machine (its own push coming back).
    public var isOwn: Bool

    public init(kind: TeamRecordKind, key: String, deleted: Bool, fields: [String: String], changedBy: String, isOwn: Bool) {
        self.kind = kind
        self.key = key
        self.deleted = deleted
        self.fields = fields
        self.changedBy = changedBy
        self.isOwn = isOwn
    }
}
