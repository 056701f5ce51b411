import Foundation

/// How an InputAmount shows its currency beside the amount (the design's `CurrencyDisplay`).
public enum InputAmountCurrencyDisplay: Sendable {
    /// The locale's symbol: "$" for USD in en_US, "€" for EUR.
    case symbol
    /// The ISO 4217 code: "USD".
    case isoCode
    /// A closure that writes the marker from the currency code and locale, e.g. `{ code, _ in "\(code):" }`.
    case custom(@Sendable (String, Locale) -> String)
}

extension InputAmountCurrencyDisplay {
    /// Whether a closure writes the marker.
    var isCustom: Bool {
        if case .custom = self { return true } else { return false }
    }
    /// Whether the ISO code is shown.
    var isISOCode: Bool {
        if case .isoCode = self { return true } else { return false }
    }
}
