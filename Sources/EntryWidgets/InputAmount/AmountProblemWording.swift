import AmountKit
import Foundation
import Localization

/// The words under an amount field for text kept as the person typed it: why it is no amount,
/// or how it was read, in plain words and in the field's own currency and locale.
struct AmountProblemWording {
    let strings: InputAmountStrings
    let locale: Locale

    /// Why `typed` is no amount in `currency` ("Yen has no decimal places: 15000.50 cannot be
    /// an amount in JPY"); AmountKit's reason (in the window's language, with an example in the
    /// locale's format) for the rarer cases.
    func message(typed: String, reason: AmountParseError, currency: Currency) -> String {
        let text = LeftToRight.isolate(typed)
        switch reason {
        case .decimalSeparatorNotAllowed, .tooManyFractionDigits(found: _, allowed: 0, currency: _):
            return LocalizedFormat.fill(strings.typedNoMinorUnits, Self.name(of: currency), text, currency.code)
        case let .tooManyFractionDigits(_, allowed, _):
            return strings.typedTooManyDecimals(currencyName: Self.name(of: currency), allowed: allowed, typed: text)
        case .negativeNotAllowed:
            return LocalizedFormat.fill(strings.typedNegative, text)
        default:
            return LocalizedFormat.fill(strings.typedNotAnAmount, text, reason.explanation(locale: locale, currency: currency))
        }
    }

    /// "1.234,56 read as €1,234.56", "12,50 read as $12.50".
    func readAs(typed: String, amount: Amount) -> String {
        let read = AmountFormatter(locale: locale).string(for: amount)
        return LocalizedFormat.fill(strings.typedReadAs, LeftToRight.isolate(typed), LeftToRight.isolate(read))
    }

    /// The currency's name in the window's language ("Yen" in English, ISO's name, which the
    /// command line and the tests read; "Japanischer Yen" in a German window).
    static func name(of currency: Currency) -> String {
        Translations.isActive ? currency.localizedName(for: InterfaceLanguage.current) : currency.name
    }
}
