import Foundation
import Localization

/// Why a Decimal or canonical string cannot become an `Amount`.
public enum AmountError: Error, Sendable, Equatable {
    /// The Decimal is NaN.
    case notANumber
    /// The text is not a canonical decimal ("1234.50").
    case notCanonical(String)
    /// More fraction digits than the currency has, and no rounding was asked for.
    case tooManyFractionDigits(found: Int, allowed: Int, currency: String)
    /// More integer digits than `Amount.maximumIntegerDigits`.
    case tooManyIntegerDigits(found: Int, allowed: Int)
}

extension AmountError: CustomStringConvertible, LocalizedError {
    /// A message saying what was wrong and what was expected, in the window's language (English
    /// on the command line). The window shows it when an amount set by the application, or kept
    /// while the currency changes, does not fit the currency.
    public var description: String {
        switch self {
        case .notANumber:
            // Translators: why an amount field cannot show a value it was given.
            return tr("the value is not a number")
        case let .notCanonical(text):
            // i18n: not shown (canonical decimals come from code, files and the command line, never from the window)
            return "'\(text)' is not a canonical decimal (expected digits with an optional leading '-' and one '.', e.g. 1234.50)"
        case let .tooManyFractionDigits(found, 0, currency):
            // Translators: why an amount does not fit a currency (shown after a colon, hence lower case); %1$@ is a
            // currency code without cents ("JPY"), %2$@ the number of decimals the amount has (the plural is chosen by it).
            let sentence = trn(
                "amounts in %1$@ have no decimals, but this one has %2$@ decimal place",
                "amounts in %1$@ have no decimals, but this one has %2$@ decimal places", found)
            return LocalizedFormat.fill(sentence, currency, messageNumber(found))
        case let .tooManyFractionDigits(found, allowed, currency):
            // Translators: why an amount does not fit a currency (shown after a colon, hence lower case); %1$@ is a
            // currency code ("USD"), %2$@ how many decimal places it has (the plural is chosen by it), %3$@ the number
            // the amount has, always more than %2$@.
            let sentence = trn(
                "amounts in %1$@ have %2$@ decimal place, but this one has %3$@",
                "amounts in %1$@ have %2$@ decimal places, but this one has %3$@", allowed)
            return LocalizedFormat.fill(sentence, currency, messageNumber(allowed), messageNumber(found))
        case let .tooManyIntegerDigits(found, allowed):
            // Translators: why an amount is too large; %1$@ is the number of digits it has before the decimal
            // separator (the plural is chosen by it), %2$@ the largest number allowed (15), always less.
            let sentence = trn(
                "the amount has %1$@ integer digit; at most %2$@ are allowed",
                "the amount has %1$@ integer digits; at most %2$@ are allowed", found)
            return LocalizedFormat.fill(sentence, messageNumber(found), messageNumber(allowed))
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
