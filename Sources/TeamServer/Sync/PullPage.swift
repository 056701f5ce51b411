/// One page of a pull: the entries, and the cursor to save with them.
public struct PullPage: Sendable {
    public var entries: [PulledEntry]
    public var next: PullCursor
    /// Nothing more to pull for now: the round is complete; pull again later.
    public var isLast: Bool
}
