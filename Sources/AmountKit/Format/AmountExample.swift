import Foundation

/// The amount messages show as an example, as the locale writes amounts of a currency without
/// its symbol: "1,234.50" in en_US, "1.234,50" in de_DE, "١٬٢٣٤٫٥٠" in ar_EG, "1,234" for yen.
public enum AmountExample {
    /// One thousand two hundred thirty-four and a half, with the currency's decimal places.
    public static func text(locale: Locale, currency: Currency) -> String {
        guard let amount = try? Amount(rounding: Decimal(string: "1234.5") ?? 1234, currency: currency) else { return "1234.50" }
        return AmountFormatter(locale: locale).numberString(for: amount)
    }

    /// The example where no locale is known (AmountKit's own descriptions): en_US for two places.
    static let plain = "1,234.50"
}
