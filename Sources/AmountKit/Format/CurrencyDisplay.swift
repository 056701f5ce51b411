import Foundation

/// How an amount shows its currency (the design's `currencyDisplay`).
public enum CurrencyDisplay: Sendable {
    /// The locale's symbol from ICU: "$1,234.50" (en_US), "1.234,50 €" (de_DE).
    case symbol
    /// The ISO code: "USD 1,234.50" (en_US), "1.234,50 EUR" (de_DE).
    case isoCode
    /// A closure that writes the whole text for an amount in a locale.
    case custom(@Sendable (Amount, Locale) -> String)
}
