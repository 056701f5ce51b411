import Foundation

/// An entry as the server has it now, from a pull.
public struct PulledEntry: Sendable, Equatable {
    public var entryID: UUID
    /// The server's version of the entry: the `baseVersion` of the desk's next change to it.
    public var version: Int64
    /// A tombstone: delete the entry locally (its fields are empty).
    public var deleted: Bool
    public var fields: [String: String]
    /// The role that made this version (desk_b, kiosk_hall).
    public var changedBy: String
    public var changedAt: Date
    /// Versions a later change overwrote without having seen them, oldest first: show them on
    /// the entry ("also changed on desk_b at 10:42").
    public var overwritten: [OverwrittenVersion]

    public init(
        entryID: UUID, version: Int64, deleted: Bool, fields: [String: String], changedBy: String,
        changedAt: Date, overwritten: [OverwrittenVersion]
    ) {
        self.entryID = entryID
        self.version = version
        self.deleted = deleted
        self.fields = fields
        self.changedBy = changedBy
        self.changedAt = changedAt
        self.overwritten = overwritten
    }
}
