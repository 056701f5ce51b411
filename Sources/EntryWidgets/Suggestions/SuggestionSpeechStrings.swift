import Localization

/// What a suggestion list says to a screen reader as it opens and as the active row moves
/// (localisation): GTK 4.8 sends no active descendant, so the words go out as announcements.
public struct SuggestionSpeechStrings: Sendable, Equatable {
    /// The active row: `%1$@` its text, `%2$@` its position, `%3$@` the rows ("…, 1 of 5").
    public var position: String

    /// The window's words (English on the command line and in tests).
    public init(
        // Translators: said by a screen reader as the highlighted row of a suggestion list moves; %1$@ is the
        // row's text ("STE 100, Mountain View, CA 94043"), %2$@ its position, %3$@ how many rows there are ("…, 1 of 5").
        position: String = tr("%1$@, %2$@ of %3$@")
    ) {
        self.position = position
    }

    /// "5 suggestions", or nil when there are none (the status line says why).
    func count(_ options: Int) -> String? {
        guard options > 0 else { return nil }
        // Translators: said by a screen reader as a suggestion list opens (addresses, countries, states); %@ is how many.
        return LocalizedFormat.fill(trn("%@ suggestion", "%@ suggestions", options), formattedCount(options))
    }

    /// The active row with its place among the suggestions ("…, 1 of 5"); `place` counts from 1.
    func spokenRow(_ name: String, place: Int, of options: Int) -> String {
        LocalizedFormat.fill(position, name, formattedCount(place), formattedCount(options))
    }
}
