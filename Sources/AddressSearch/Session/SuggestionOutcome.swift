/// What a `SuggestionSession` hands back for one query.
public enum SuggestionOutcome: Sendable {
    /// The suggestions for `query`, the latest query asked.
    case suggestions([AddressSuggestion], query: String)
    /// The provider failed for `query`; show the error and let manual entry go on.
    case failed(any Error, query: String)
    /// A newer query (or `cancel()`) replaced this one: show nothing.
    case superseded

    /// The suggestions, or nil when failed or superseded.
    public var suggestions: [AddressSuggestion]? {
        if case let .suggestions(items, _) = self { return items }
        return nil
    }

    /// True for `.superseded`.
    public var isSuperseded: Bool {
        if case .superseded = self { return true }
        return false
    }
}
