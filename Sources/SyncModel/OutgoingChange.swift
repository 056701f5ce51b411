import Foundation

/// One local change waiting in the outbox, as pushed to the team server.
public struct OutgoingChange: Sendable, Equatable {
    /// Unique per change: pushing it again (after a lost reply) applies it once.
    public var changeID: UUID
    public var entryID: UUID
    /// The server version this desk last had for the entry; nil for an entry new to the server.
    public var baseVersion: Int64?
    /// A delete: the server keeps a tombstone (no fields) that pulls carry to every desk.
    public var deleted: Bool
    /// The entry's columns by name (name, street_line1, amount, ...).
    public var fields: [String: String]
    public var changedAt: Date

    public init(changeID: UUID, entryID: UUID, baseVersion: Int64?, deleted: Bool, fields: [String: String], changedAt: Date) {
        self.changeID = changeID
        self.entryID = entryID
        self.baseVersion = baseVersion
        self.deleted = deleted
        self.fields = fields
        self.changedAt = changedAt
    }
}
