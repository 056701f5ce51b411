import Foundation

/// One of the team's records (see `TeamRecordKind`) changed on this machine and not yet
/// confirmed by the server: sent as it is now, whole.
public struct OutgoingRecord: Sendable, Equatable {
    /// Unique per change: pushing it again (after a lost reply) applies it once.
    public var changeID: UUID
    public var kind: TeamRecordKind
    /// The record's key within its kind (a batch's id, an event's id, ...).
    public var key: String
    /// Gone here (an operator's PIN taken away): the server keeps a tombstone.
    public var deleted: Bool
    /// The record's columns by name, its key's among them; a NULL column is left out.
    public var fields: [String: String]
    public var changedAt: Date

    public init(changeID: UUID, kind: TeamRecordKind, key: String, deleted: Bool, fields: [String: String], changedAt: Date) {
        self.changeID = changeID
        self.kind = kind
        self.key = key
        self.deleted = deleted
        self.fields = fields
        self.changedAt = changedAt
    }
}
