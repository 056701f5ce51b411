import CIntl
import Foundation

/// The language the window speaks, for what gettext does not carry: country names (CLDR's,
/// through Foundation), sorting. It is the language of the catalogue gettext found, so country
/// names never come in a language the rest of the window is not in.
///
/// Read once, at the first question after `Translations.activate` (which is never undone): a
/// validation message asks for the country's name at every keystroke.
public enum InterfaceLanguage {
    /// The interface's locale: "de", "pt_BR", "ar", or "en" when no catalogue serves.
    public static var current: Locale { Translations.isActive ? catalogue.locale : english }

    /// The catalogue's language code, from the catalogue's own header (`Language: de`), the
    /// one answer that matches gettext's choice among LANGUAGE, LC_ALL, LC_MESSAGES and LANG.
    public static var code: String { Translations.isActive ? catalogue.code : "en" }

    /// Whether the interface reads right to left: a translation says so as GTK's own do, by
    /// translating "default:LTR" to "default:RTL".
    public static var isRightToLeft: Bool { Translations.isActive && catalogue.isRightToLeft }

    private static let english = Locale(identifier: "en")

    /// What the active catalogue says of itself.
    private static let catalogue: (code: String, locale: Locale, isRightToLeft: Bool) = {
        // gettext answers the empty message with its catalogue's header.
        let code = languageField(ofHeader: lookUp("")) ?? "en"
        // Translators: "default:RTL" for a language written right to left, else "default:LTR".
        let direction = tr("default:LTR")
        return (code, Locale(identifier: code), direction == "default:RTL")
    }()

    /// The `Language:` field of a catalogue header, if any.
    static func languageField(ofHeader header: String) -> String? {
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
            let value = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
