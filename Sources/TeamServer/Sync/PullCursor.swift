import Foundation

/// Where a desk's pulls have got to; opaque to the caller, who saves it with the rows it covers.
///
/// A pull round covers the rows last written by transactions with ids in [lower, upper), where
/// upper is the oldest push still running when the round began (`PullHorizon`): every push below
/// it has finished, so no row below it can appear later (a rewrite gets a newer id and so falls
/// into a later round). Within a round, pages follow (xid, id) order from `last`.
public struct PullCursor: Codable, Sendable, Equatable {
    var lower: UInt64
    var upper: UInt64?
    var lastXID: UInt64?
    /// The paging id of the last row handed out: an entry's id, or a record's rid.
    var lastEntryID: UUID?

    /// Before the first pull: everything is still to come.
    public static let start = PullCursor(lower: 0, upper: nil, lastXID: nil, lastEntryID: nil)
}
