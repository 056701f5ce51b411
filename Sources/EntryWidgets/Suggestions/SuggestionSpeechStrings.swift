/// What a suggestion list says to a screen reader as it opens and as the active row moves
/// (localisation): GTK 4.8 sends no active descendant, so the words go out as announcements.
public struct SuggestionSpeechStrings: Sendable, Equatable {
    /// The list opened with one suggestion.
    public var oneSuggestion: String
    /// The list opened with several; `%@` is the count ("5 suggestions").
    public var suggestions: String
    /// The active row: `%1$@` its text, `%2$@` its position, `%3$@` the rows ("…, 1 of 5").
    public var position: String

    public init(oneSuggestion: String = "1 suggestion", suggestions: String = "%@ suggestions",
                position: String = "%1$@, %2$@ of %3$@") {
        self.oneSuggestion = oneSuggestion
        self.suggestions = suggestions
        self.position = position
    }

    /// "5 suggestions", or nil when there are none (the status line says why).
    func count(_ options: Int) -> String? {
        switch options {
        case 0: nil
        case 1: oneSuggestion
        default: LocalizedFormat.fill(suggestions, String(options))
        }
    }
}
