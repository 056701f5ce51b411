import CIntl

// The marks `scripts/make-pot.sh` extracts (xgettext keywords `tr`, `trc:1c,2`, `trn:1,2`). Each returns the English text until `Translations.activate` ran: the command
// line never translates (its JSON and messages stay English, whatever the locale).
//
// The text must be one string literal, without `\(...)`: xgettext reads the literal, and a
// translation is looked up by it. Values go in as `%@`, `%1$@`, `%2$@` (`LocalizedFormat`).
//
// gettext answers a message it has no translation for with the very pointer it was given: the
// C strings stay alive (`withCString`) until the answer is copied.

/// The translation of `message`.
public func tr(_ message: String) -> String {
    guard Translations.isActive else { return message }
    return lookUp(message)
}

/// The translation of `message` in `context`, for an English word with two meanings ("State"
/// of an address, "State" of an entry): gettext's pgettext.
public func trc(_ context: String, _ message: String) -> String {
    guard Translations.isActive else { return message }
    let key = context + "\u{4}" + message
    let translated = lookUp(key)
    return translated == key ? message : translated
}

/// The plural form of `singular`/`plural` for `count`, by the language's own rules (Arabic has
/// six): gettext's ngettext. The count itself goes in as `%@`, formatted for the locale.
public func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    guard Translations.isActive else { return count == 1 ? singular : plural }
    return lookUp(singular, plural, count)
}

/// dgettext in the domain, copied while the message's C string is alive.
func lookUp(_ message: String) -> String {
    message.withCString { String(cString: dgettext(Translations.domain, $0)) }
}

/// dngettext in the domain, copied while both C strings are alive.
func lookUp(_ singular: String, _ plural: String, _ count: Int) -> String {
    singular.withCString { one in
        plural.withCString { many in
            String(cString: dngettext(Translations.domain, one, many, UInt(max(0, count))))
        }
    }
}
