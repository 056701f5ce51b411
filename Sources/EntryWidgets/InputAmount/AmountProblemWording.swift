import AmountKit
import Foundation

/// The words under an amount field for text kept as the person typed it: why it is no amount,
/// or how it was read, in plain words and in the field's own currency and locale.
struct AmountProblemWording {
    let strings: InputAmountStrings
    let locale: Locale

    /// Why `typed` is no amount in `currency` ("Yen has no decimal places: 15000.50 cannot be
    /// an amount in JPY"); AmountKit's reason for the rarer cases.
    func message(typed: String, reason: AmountParseError, currency: Currency) -> String {
        switch reason {
        case .decimalSeparatorNotAllowed, .tooManyFractionDigits(found: _, allowed: 0, currency: _):
            return LocalizedFormat.fill(strings.typedNoMinorUnits, currency.name, typed, currency.code)
        case let .tooManyFractionDigits(_, allowed, _):
            return LocalizedFormat.fill(strings.typedTooManyDecimals, currency.name, String(allowed), typed)
        case .negativeNotAllowed:
            return LocalizedFormat.fill(strings.typedNegative, typed)
        default:
            return LocalizedFormat.fill(strings.typedNotAnAmount, typed, reason.description)
        }
    }

    /// "1.234,56 read as €1,234.56".
    func readAs(typed: String, amount: Amount) -> String {
        LocalizedFormat.fill(strings.typedReadAs, typed, AmountFormatter(locale: locale).string(for: amount))
    }
}
