import Foundation

/// Formats amounts for a locale through Foundation's `Decimal.FormatStyle.Currency` (ICU).
///
/// The fraction length is always the currency's ISO minor units (ICU's CLDR data writes IQD
/// with 0 digits, ISO says 3), so a formatted amount shows every unit it has.
public struct AmountFormatter: Sendable {
    /// The locale whose conventions apply.
    public let locale: Locale
    /// How the currency is shown.
    public let display: CurrencyDisplay
    /// The locale's separators, digits and grouping as ICU writes them.
    public let conventions: NumberConventions

    /// Creates a formatter for `locale` showing the currency as `display`.
    public init(locale: Locale, display: CurrencyDisplay = .symbol) {
        self.locale = locale
        self.display = display
        self.conventions = NumberConventions.of(locale)
    }

    /// The amount with its currency: "$1,234.50", "1.234,50 €", "CHF-1’234.50", "١٬٢٣٤٫٥٠٠ د.ب.",
    /// "١٬٢٣٤٫٥٠ USD" (not "US$", which Arabic text shows as "$US": `Currency.showsCode(in:)`).
    public func string(for amount: Amount) -> String {
        switch display {
        case .symbol:
            let presentation: CurrencyFormatStyleConfiguration.Presentation = amount.currency.showsCode(in: locale) ? .isoCode : .standard
            return currencyStyle(amount.currency, presentation: presentation).format(amount.value)
        case .isoCode:
            return currencyStyle(amount.currency, presentation: .isoCode).format(amount.value)
        case let .custom(write):
            return write(amount, locale)
        }
    }

    /// The number alone with the locale's grouping and the currency's fraction digits: "1,234.50".
    public func numberString(for amount: Amount) -> String {
        Decimal.FormatStyle(locale: locale)
            .precision(.fractionLength(amount.currency.fractionDigits))
            .format(amount.value)
    }

    /// What a screen reader should say: ISO code then the number, "USD 1,234.50" (the code
    /// is read letter by letter or expanded by the reader; symbols like "$" are ambiguous).
    public func accessibleValue(for amount: Amount) -> String {
        amount.currency.code + " " + numberString(for: amount)
    }

    /// The placeholder for an empty field: zero with the currency's fraction digits in the
    /// locale ("0.00" en_US, "0,00" de_DE, "0" JPY, "0.000" BHD, "٠٫٠٠" ar_BH).
    public func placeholder(for currency: Currency) -> String {
        Self.placeholders.value(for: "\(currency.fractionDigits)|" + locale.identifier) {
            Decimal.FormatStyle(locale: locale).precision(.fractionLength(currency.fractionDigits)).format(0)
        }
    }

    /// Zero per locale and fraction digits, read once (an amount field shows it on every refresh).
    private static let placeholders = LocaleDataCache<String>()

    /// The currency marker the widget shows beside the entry: the symbol, the ISO code, or nil
    /// for `.custom` (whose closure writes whole amounts, so there is no separate marker).
    public func currencyLabel(for currency: Currency) -> String? {
        switch display {
        case .symbol: return currency.symbol(for: locale)
        case .isoCode: return currency.code
        case .custom: return nil
        }
    }

    /// Prefix and suffix text for an edit field showing the currency inside the text (nil for
    /// `.custom`), matching where ICU puts the currency for this locale.
    public func affixes(for currency: Currency) -> AmountEditor.Affixes? {
        let pattern: CurrencyPattern
        switch display {
        case .symbol:
            pattern = CurrencyPattern(
                currency: currency, locale: locale, presentation: currency.showsCode(in: locale) ? .isoCode : .standard)
        case .isoCode: pattern = CurrencyPattern(currency: currency, locale: locale, presentation: .isoCode)
        case .custom: return nil
        }
        return AmountEditor.Affixes(prefix: pattern.prefix, suffix: pattern.suffix)
    }

    private func currencyStyle(
        _ currency: Currency,
        presentation: CurrencyFormatStyleConfiguration.Presentation
    ) -> Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
            .precision(.fractionLength(currency.fractionDigits))
            .presentation(presentation)
    }
}
