import Foundation

/// The words of the autocomplete: the search field and its suggestion list.
public struct AddressSuggestionStrings: Sendable, Equatable {
    /// The search field's title.
    public var searchTitle: String
    /// The search field's placeholder ("Start typing your address").
    public var searchBarPlaceholder: String
    /// The row that closes the search for manual entry.
    public var addressNotFound: String
    /// The row that goes back from secondary addresses to the suggestions.
    public var back: String
    /// Shown while a request is on its way.
    public var searching: String
    /// Shown when the provider found nothing.
    public var noResults: String
    /// The second line of a suggestion that groups secondary addresses; `{count}` is replaced.
    public var entriesFormat: String
    /// Shown when the provider failed; `{error}` is replaced by the provider's message.
    public var providerErrorFormat: String
    /// The accessible name of the suggestion list.
    public var listName: String

    /// English defaults.
    public init(
        searchTitle: String = "Find an address",
        searchBarPlaceholder: String = "Start typing your address",
        addressNotFound: String = "Address not found? Enter manually",
        back: String = "‹ Back to all addresses",
        searching: String = "Searching…",
        noResults: String = "No matching addresses",
        entriesFormat: String = "{count} addresses",
        providerErrorFormat: String = "Suggestions are unavailable: {error}",
        listName: String = "Address suggestions"
    ) {
        self.searchTitle = searchTitle
        self.searchBarPlaceholder = searchBarPlaceholder
        self.addressNotFound = addressNotFound
        self.back = back
        self.searching = searching
        self.noResults = noResults
        self.entriesFormat = entriesFormat
        self.providerErrorFormat = providerErrorFormat
        self.listName = listName
    }

    func entries(_ count: Int) -> String { entriesFormat.replacingOccurrences(of: "{count}", with: String(count)) }
    func providerError(_ message: String) -> String { providerErrorFormat.replacingOccurrences(of: "{error}", with: message) }
}
