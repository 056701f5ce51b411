import Foundation
import Localization

/// Why the editor refused an edit (the field keeps its previous text and caret).
public enum AmountEditRejection: Error, Sendable, Equatable {
    /// A decimal separator for a currency without minor units.
    case decimalSeparatorNotAllowed(currency: String)
    /// A second decimal separator.
    case decimalSeparatorAlreadyPresent
    /// The edit would leave more fraction digits than the currency has.
    case tooManyFractionDigits(allowed: Int, currency: String)
    /// The edit would leave more than `Amount.maximumIntegerDigits` integer digits.
    case tooManyIntegerDigits(allowed: Int)
    /// A minus sign in a field that accepts no negative amounts.
    case negativeNotAllowed
    /// A character that has no place in an amount.
    case invalidCharacter(String)
    /// Pasted text that does not read as an amount, with the parser's reason.
    case invalidPaste(AmountParseError)
}

extension AmountEditRejection: CustomStringConvertible, LocalizedError {
    /// A message the widget may show as helper or error text, in the window's language
    /// (English on the command line), with examples in en_US's format.
    public var description: String {
        switch self {
        case let .decimalSeparatorNotAllowed(code), let .tooManyFractionDigits(_, code):
            guard let currency = (try? CurrencyTable.standard())?[code] else { return explanation(example: AmountExample.plain) }
            return explanation(locale: Locale(identifier: "en_US"), currency: currency)
        case let .invalidPaste(reason):
            return Self.cannotPaste(reason.description)
        default:
            return explanation(example: AmountExample.plain)
        }
    }

    /// The message with examples as `locale` writes amounts of `currency` ("1.234,50" in German).
    public func explanation(locale: Locale, currency: Currency) -> String {
        if case let .invalidPaste(reason) = self { return Self.cannotPaste(reason.explanation(locale: locale, currency: currency)) }
        return explanation(example: AmountExample.text(locale: locale, currency: currency))
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }

    private static func cannotPaste(_ reason: String) -> String {
        // Translators: why a paste into an amount field was refused; %1$@ is the reason, such as
        // "'€' stands for EUR, but this amount is in USD".
        LocalizedFormat.fill(tr("cannot paste: %1$@"), reason)
    }

    private func explanation(example: String) -> String {
        switch self {
        case let .decimalSeparatorNotAllowed(currency):
            return AmountParseError.decimalSeparatorNotAllowed(currency: currency).description(example: example)
        case .decimalSeparatorAlreadyPresent:
            // Translators: why a keystroke in an amount field was refused.
            return tr("the amount already has a decimal separator")
        case let .tooManyFractionDigits(allowed, currency):
            // Translators: why a keystroke in an amount field was refused (shown after a colon, hence lower case);
            // %1$@ is a currency code ("USD"), %2$@ how many decimal places it has (the plural is chosen by it),
            // %3$@ an example amount in the locale's format ("1,234.50").
            let sentence = trn(
                "amounts in %1$@ have %2$@ decimal place, for example %3$@", "amounts in %1$@ have %2$@ decimal places, for example %3$@",
                allowed)
            return LocalizedFormat.fill(sentence, currency, messageNumber(allowed), LeftToRight.isolate(example))
        case let .tooManyIntegerDigits(allowed):
            // Translators: why a keystroke in an amount field was refused; %1$@ is the largest number of digits allowed (15).
            return LocalizedFormat.fill(
                trn("at most %1$@ digit before the decimal separator", "at most %1$@ digits before the decimal separator", allowed),
                messageNumber(allowed))
        case .negativeNotAllowed:
            // Translators: why the text of an amount field is refused (shown after a colon, hence lower case).
            return tr("negative amounts are not allowed here")
        case let .invalidCharacter(character):
            // Translators: why a keystroke in an amount field was refused; %1$@ is the character typed.
            return LocalizedFormat.fill(tr("'%1$@' cannot be part of an amount"), character)
        case let .invalidPaste(reason):
            return Self.cannotPaste(reason.description)
        }
    }
}
