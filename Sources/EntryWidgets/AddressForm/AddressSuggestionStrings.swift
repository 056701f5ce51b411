import Foundation
import Localization

/// The words of the autocomplete: the search field and its suggestion list, in the window's
/// language (`tr`); pass others to override them.
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
    /// Shown when the provider failed; `%@` is the provider's message.
    public var providerErrorFormat: String
    /// The accessible name of the suggestion list.
    public var listName: String

    /// The window's words (English on the command line and in tests).
    public init(
        // Translators: the title above the address search field.
        searchTitle: String = tr("Find an address"),
        // Translators: the placeholder of the address search field, shown while it is empty.
        searchBarPlaceholder: String = tr("Start typing your address"),
        // Translators: the last row of the address suggestions: picking it closes the list to type the address by hand.
        addressNotFound: String = tr("Address not found? Enter manually"),
        // Translators: the first row of a building's list of apartments and suites: it goes back to the address suggestions.
        back: String = tr("Back to all addresses"),
        // Translators: shown above the address suggestions while the search is on its way.
        searching: String = tr("Searching…"),
        // Translators: shown above the address suggestions when the search found none.
        noResults: String = tr("No matching addresses"),
        // Translators: shown when address suggestions cannot be had; %@ is the reason, from the
        // suggestion service (may be in English: "Smarty is unreachable: no route to host.").
        providerErrorFormat: String = tr("Suggestions are unavailable: %@"),
        // Translators: the accessible name of the list of address suggestions (said by a screen reader).
        listName: String = tr("Address suggestions")
    ) {
        self.searchTitle = searchTitle
        self.searchBarPlaceholder = searchBarPlaceholder
        self.addressNotFound = addressNotFound
        self.back = back
        self.searching = searching
        self.noResults = noResults
        self.providerErrorFormat = providerErrorFormat
        self.listName = listName
    }

    /// The second line of a suggestion that groups secondary addresses ("5 addresses").
    func entries(_ count: Int) -> String {
        // Translators: the second line of an address suggestion that stands for a building with several
        // addresses (apartments, suites); %@ is how many.
        LocalizedFormat.fill(trn("%@ address", "%@ addresses", count), formattedCount(count))
    }

    func providerError(_ message: String) -> String { LocalizedFormat.fill(providerErrorFormat, message) }
}
