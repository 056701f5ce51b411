import Foundation

/// The separators ICU writes in amounts of one currency in a locale, and where it puts the minus.
/// A few differ from the locale's numbers: Cape Verde writes "1 234$50 €", en_150 "1.234,50 €"
/// but "1,234.5" and "1,234 JP¥"; Frisian writes "€ 1.234,50-".
struct MoneySeparators: Sendable, Hashable {
    /// The decimal separator.
    let decimal: Unicode.Scalar
    /// The grouping separator, nil when amounts are not grouped (en_BG: "1234567,5 €").
    let grouping: Unicode.Scalar?
    /// Whether a negative amount has its minus after the number.
    let minusAfter: Bool

    private static let cache = LocaleDataCache<MoneySeparators>(limit: 1024)

    /// The separators of `currencyCode` amounts in `locale`, read from ICU the first time.
    static func of(_ currencyCode: String, in locale: Locale) -> MoneySeparators {
        cache.value(for: currencyCode + "|" + locale.identifier) { MoneySeparators(currencyCode: currencyCode, locale: locale) }
    }

    /// Reads them from 1234567.5 written as an amount: between its first and last digit, the
    /// last other character is the decimal separator and the first the grouping one.
    init(currencyCode: String, locale: Locale) {
        let probe = Decimal(sign: .plus, exponent: -1, significand: 12_345_675)
        let text = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)
            .presentation(.isoCode).precision(.fractionLength(1)).format(probe)
        let scalars = Array(text.unicodeScalars.filter { !ScalarClass.isIgnorableMark($0) })
        let conventions = NumberConventions.of(locale)
        let negative = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale).presentation(.isoCode).format(-1)
            .unicodeScalars.filter { !ScalarClass.isIgnorableMark($0) }
        if let lastDigit = negative.lastIndex(where: { ScalarClass.digitValue($0) != nil }) {
            minusAfter = negative[lastDigit...].contains(where: ScalarClass.isMinus)
        } else {
            minusAfter = false
        }
        guard let first = scalars.firstIndex(where: { ScalarClass.digitValue($0) != nil }),
            let last = scalars.lastIndex(where: { ScalarClass.digitValue($0) != nil })
        else {
            decimal = conventions.decimalSeparator
            grouping = conventions.groupingSeparator
            return
        }
        let separators = scalars[first...last].filter { ScalarClass.digitValue($0) == nil }
        decimal = separators.last ?? conventions.decimalSeparator
        grouping = separators.count > 1 ? separators.first : nil
    }
}
