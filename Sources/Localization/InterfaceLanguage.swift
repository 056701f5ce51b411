import CIntl
import Foundation

/// The language the window speaks, for what gettext does not carry: country names (CLDR's,
/// through Foundation), sorting. It is the language of the catalogue gettext found, so country
/// names never come in a language the rest of the window is not in.
public enum InterfaceLanguage {
    /// The interface's locale: "de", "pt_BR", "ar", or "en" when no catalogue serves.
    public static var current: Locale { Locale(identifier: code) }

    /// The catalogue's language code, from the catalogue's own header (`Language: de`), the
    /// one answer that matches gettext's choice among LANGUAGE, LC_ALL, LC_MESSAGES and LANG.
    public static var code: String {
        guard Translations.isActive else { return "en" }
        // gettext answers the empty message with its catalogue's header.
        let header = lookUp("")
        return languageField(ofHeader: header) ?? "en"
    }

    /// The `Language:` field of a catalogue header, if any.
    static func languageField(ofHeader header: String) -> String? {
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
            let value = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Whether the interface reads right to left: a translation says so as GTK's own do, by
    /// translating "default:LTR" to "default:RTL".
    public static var isRightToLeft: Bool {
        // Translators: "default:RTL" for a language written right to left, else "default:LTR".
        tr("default:LTR") == "default:RTL"
    }
}
