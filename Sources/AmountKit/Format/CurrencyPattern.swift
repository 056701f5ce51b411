import Foundation

/// Where and how ICU writes a currency around a number in a locale ("$" before, " €" after).
struct CurrencyPattern: Sendable, Hashable {
    /// Text before the number, direction marks removed ("$", "US$ ", "").
    let prefix: String
    /// Text after the number, direction marks removed ("", " €", " د.ب.").
    let suffix: String

    /// The currency marker alone, spaces trimmed ("$", "€", "USD").
    var symbol: String {
        (prefix + suffix).trimmingCharacters(in: .whitespaces)
    }

    /// Reads the pattern by formatting `value` (1 by default; 2 reaches plural full names) in the
    /// currency with the given presentation.
    init(
        currency: Currency, locale: Locale, presentation: CurrencyFormatStyleConfiguration.Presentation,
        value: Decimal = 1
    ) {
        let text = Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
            .precision(.fractionLength(0))
            .presentation(presentation)
            .format(value)
        let scalars = Array(text.unicodeScalars.filter { !ScalarClass.isIgnorableMark($0) })
        guard let first = scalars.firstIndex(where: { ScalarClass.digitValue($0) != nil }),
            let last = scalars.lastIndex(where: { ScalarClass.digitValue($0) != nil })
        else {
            prefix = currency.code + " "
            suffix = ""
            return
        }
        prefix = String(String.UnicodeScalarView(scalars[..<first]))
        suffix = String(String.UnicodeScalarView(scalars[(last + 1)...]))
    }
}
