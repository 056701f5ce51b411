/// A position in the newest-first list, for keyset paging (stable while entries are added).
public struct EntryListCursor: Hashable, Sendable {
    /// Creation time of the last entry of the previous page, in milliseconds.
    let createdAt: Int64
    /// Row sequence number of that entry (tie-breaker for equal times).
    let seq: Int64
}
