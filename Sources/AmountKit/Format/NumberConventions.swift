import Foundation

/// How ICU writes numbers for a locale: separators, digits, grouping sizes, minus sign.
///
/// Derived once by formatting probe numbers through Foundation (ICU), so parsing, live grouping
/// and formatting agree with what `Decimal.FormatStyle` prints on this machine.
public struct NumberConventions: Sendable, Hashable {
    /// The locale identifier the conventions were read for.
    public let localeIdentifier: String
    /// The decimal separator ("." en_US, "," de_DE, "٫" ar_BH).
    public let decimalSeparator: Unicode.Scalar
    /// The grouping separator ("," en_US, "." de_DE, "’" de_CH, U+202F fr_FR, "٬" ar_BH).
    public let groupingSeparator: Unicode.Scalar
    /// The digit zero of the locale's numbering system ("0", or "٠" for ar_BH); the other digits
    /// follow it contiguously, as in every Unicode decimal digit block.
    public let zeroDigit: Unicode.Scalar
    /// Size of the group nearest the decimal separator (3).
    public let primaryGroupSize: Int
    /// Size of the other groups (3; 2 for Indian grouping 12,34,567).
    public let secondaryGroupSize: Int
    /// How many digits must precede the first separator before grouping starts (1; 2 in es/pl:
    /// "1234" but "12.345").
    public let minimumGroupingDigits: Int
    /// The minus sign without direction marks ("-", "−" for fa).
    public let minusSign: String

    private static let cache = LocaleDataCache<NumberConventions>()

    /// The conventions of `locale`, read from ICU the first time and kept.
    public static func of(_ locale: Locale) -> NumberConventions {
        cache.value(for: locale.identifier) { NumberConventions(locale: locale) }
    }

    /// Reads the conventions of `locale` from ICU (`of(_:)` keeps them).
    public init(locale: Locale) {
        localeIdentifier = locale.identifier
        let style = Decimal.FormatStyle(locale: locale)
        func visible(_ value: Decimal, fraction: Int) -> [Unicode.Scalar] {
            Array(
                style.precision(.fractionLength(fraction)).format(value).unicodeScalars
                    .filter { !ScalarClass.isIgnorableMark($0) })
        }
        let zeroText = visible(0, fraction: 0)
        zeroDigit = zeroText.first(where: { ScalarClass.digitValue($0) == 0 }) ?? "0"
        let half = visible(Decimal(sign: .plus, exponent: -1, significand: 15), fraction: 1)
        decimalSeparator = half.first(where: { ScalarClass.digitValue($0) == nil }) ?? "."
        let long = visible(Decimal(string: "1234567890123", locale: Locale(identifier: "en_US_POSIX")) ?? 0, fraction: 0)
        var groups: [Int] = []
        var current = 0
        var separator: Unicode.Scalar?
        for scalar in long {
            if ScalarClass.digitValue(scalar) != nil {
                current += 1
            } else {
                separator = separator ?? scalar
                groups.append(current)
                current = 0
            }
        }
        groups.append(current)
        groupingSeparator = separator ?? ","
        primaryGroupSize = groups.count > 1 ? groups[groups.count - 1] : 3
        secondaryGroupSize = groups.count > 2 ? groups[groups.count - 2] : primaryGroupSize
        let thousand = visible(1234, fraction: 0)
        minimumGroupingDigits = thousand.contains(where: { ScalarClass.digitValue($0) == nil }) ? 1 : 2
        let minus = visible(-1, fraction: 0).filter { ScalarClass.digitValue($0) == nil }
        minusSign = minus.isEmpty ? "-" : String(String.UnicodeScalarView(minus))
    }

    /// The locale's digit for a value 0...9.
    func digit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(zeroDigit.value + UInt32(value)) ?? Unicode.Scalar(48 + value)
    }

    /// The separator kind of the decimal separator.
    var decimalKind: SeparatorKind { ScalarClass.separator(decimalSeparator) ?? .localeDecimal }

    /// The separator kind of the grouping separator.
    var groupingKind: SeparatorKind { ScalarClass.separator(groupingSeparator) ?? .localeGroup }

    /// Writes integer digit values with the locale's digits and grouping, as ICU would.
    func groupedInteger<C: Collection>(_ digits: C) -> [Unicode.Scalar] where C.Element == UInt8 {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(digits.count + digits.count / 2)
        let count = digits.count
        let grouping = count >= primaryGroupSize + minimumGroupingDigits
        for (index, value) in digits.enumerated() {
            result.append(digit(value))
            let remaining = count - index - 1
            if grouping && remaining > 0 && isGroupBoundary(remaining) {
                result.append(groupingSeparator)
            }
        }
        return result
    }

    /// Whether a separator follows when `remaining` integer digits are still to come.
    func isGroupBoundary(_ remaining: Int) -> Bool {
        if remaining == primaryGroupSize { return true }
        guard remaining > primaryGroupSize else { return false }
        return (remaining - primaryGroupSize) % secondaryGroupSize == 0
    }
}
