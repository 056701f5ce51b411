/// One page of the newest-first list, with the cursor for the next page.
public struct EntryPage: Hashable, Sendable {
    /// The entries, newest first.
    public let entries: [Entry]
    /// Where the next page starts, or nil when this was the last page.
    public let next: EntryListCursor?
}
