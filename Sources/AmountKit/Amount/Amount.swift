import Foundation

/// A sum of money: an exact `Decimal` in an ISO 4217 currency, with at most the currency's
/// fraction digits and at most `Amount.maximumIntegerDigits` integer digits.
public struct Amount: Sendable, Hashable {
    /// The exact value (decimal, never a binary approximation).
    public let value: Decimal
    /// The currency the value is counted in.
    public let currency: Currency

    /// The largest number of integer digits an amount may have (999 trillion and a bit): keeps
    /// every amount exact in Decimal and in any 64-bit count of minor units.
    public static let maximumIntegerDigits = 15

    /// Creates an amount, refusing values with more fraction digits than the currency has.
    public init(exactly value: Decimal, currency: Currency) throws(AmountError) {
        guard let digits = DigitString(value) else { throw .notANumber }
        try self.init(digits: digits, currency: currency, rounding: nil)
    }

    /// Creates an amount, rounding extra fraction digits with `rule` (for explicit conversions).
    public init(rounding value: Decimal, currency: Currency, rule: RoundingRule = .halfEven) throws(AmountError) {
        guard let digits = DigitString(value) else { throw .notANumber }
        try self.init(digits: digits, currency: currency, rounding: rule)
    }

    /// Creates an amount from a canonical decimal string ("1234.50", "-3", "0.125"): ASCII digits,
    /// an optional leading "-", an optional "." (no grouping, no exponent).
    public init(canonical text: String, currency: Currency, rounding: RoundingRule? = nil) throws(AmountError) {
        guard let digits = DigitString(plain: text) else { throw .notCanonical(text) }
        try self.init(digits: digits, currency: currency, rounding: rounding)
    }

    /// Creates an amount from a count of minor units (cents): 123450 USD is 1234.50.
    public init(minorUnits: Int64, currency: Currency) throws(AmountError) {
        let magnitude = minorUnits.magnitude
        var text = String(magnitude)
        let places = currency.fractionDigits
        if text.count <= places { text = String(repeating: "0", count: places - text.count + 1) + text }
        let split = text.index(text.endIndex, offsetBy: -places)
        let plain = (minorUnits < 0 ? "-" : "") + text[..<split] + (places > 0 ? "." + text[split...] : "")
        try self.init(canonical: plain, currency: currency)
    }

    init(digits: DigitString, currency: Currency, rounding: RoundingRule?) throws(AmountError) {
        var digits = digits
        let places = currency.fractionDigits
        if digits.significantFractionCount > places {
            guard let rule = rounding else {
                throw .tooManyFractionDigits(found: digits.significantFractionCount, allowed: places,
                                             currency: currency.code)
            }
            digits = digits.rounded(toPlaces: places, rule: rule)
        }
        let integerCount = digits.significantInteger.count
        guard integerCount <= Self.maximumIntegerDigits else {
            throw .tooManyIntegerDigits(found: integerCount, allowed: Self.maximumIntegerDigits)
        }
        digits.fraction = Array(digits.fraction.prefix(places))
        self.value = digits.decimal
        self.currency = currency
    }

    /// Whether the value is below zero.
    public var isNegative: Bool { value < 0 }

    /// The canonical decimal: ASCII, no grouping, exactly the currency's fraction digits
    /// ("1234.50" USD, "1234" JPY, "1.234" BHD, "-0.50").
    public var canonicalString: String {
        (DigitString(value) ?? DigitString(negative: false, integer: [0], fraction: []))
            .plain(fractionDigits: currency.fractionDigits)
    }

    /// The value as a count of minor units (1234.50 USD is 123450); exact, since amounts have
    /// at most 15 integer digits and the table's minor units stay below 5.
    public var minorUnits: Int64 {
        let plain = canonicalString.replacingOccurrences(of: ".", with: "")
        return Int64(plain) ?? 0
    }
}
