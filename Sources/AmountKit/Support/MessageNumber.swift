import Localization

/// A count or a character position in a message: as the person's locale writes it in the window
/// (`formattedCount`), plain ASCII digits on the command line, whose messages stay the same
/// whatever the locale (`entrydesk amount parse` prints them, and tests compare them).
func messageNumber(_ number: Int) -> String {
    Translations.isActive ? formattedCount(number) : String(number)
}
