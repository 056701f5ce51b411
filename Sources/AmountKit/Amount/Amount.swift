import Foundation

/// A sum of money: an exact `Decimal` in an ISO 4217 currency, with at most the currency's
/// fraction digits and at most `Amount.maximumIntegerDigits` integer digits.
public struct Amount: Sendable, Hashable {
    /// The exact value (decimal, never a binary approximation).
    public let value: Decimal
    /// The currency the value is counted in.
    public let currency: Currency
    /// The same value as digits: no leading zeros, exactly the currency's fraction digits, no
    /// minus on zero. Kept so canonical text needs no Decimal-to-text conversion.
    private let digits: DigitString

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
                throw .tooManyFractionDigits(
                    found: digits.significantFractionCount, allowed: places,
                    currency: currency.code)
            }
            digits = digits.rounded(toPlaces: places, rule: rule)
        }
        let integerCount = digits.significantInteger.count
        guard integerCount <= Self.maximumIntegerDigits else {
            throw .tooManyIntegerDigits(found: integerCount, allowed: Self.maximumIntegerDigits)
        }
        var fraction = Array(digits.fraction.prefix(places))
        while fraction.count < places { fraction.append(0) }
        let normalized = DigitString(
            negative: digits.negative && !digits.isZero,
            integer: Array(digits.significantInteger), fraction: fraction)
        self.value = normalized.decimal
        self.digits = normalized
        self.currency = currency
    }

    /// Whether the value is below zero.
    public var isNegative: Bool { digits.negative }

    /// The canonical decimal: ASCII, no grouping, exactly the currency's fraction digits
    /// ("1234.50" USD, "1234" JPY, "1.234" BHD, "-0.50").
    public var canonicalString: String {
        digits.plain(fractionDigits: currency.fractionDigits)
    }

    /// The value as a count of minor units (1234.50 USD is 123450), or nil when it does not fit
    /// in Int64: only possible for 4-digit currencies (CLF, UYW) above 922 trillion.
    public var minorUnits: Int64? {
        var count: Int64 = 0
        for digit in digits.integer + digits.fraction {
            let (shifted, overflowA) = count.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int64(digit))
            if overflowA || overflowB { return nil }
            count = sum
        }
        return digits.negative ? -count : count
    }
}
