import Foundation
import Localization

/// Why text could not be read as an amount; every case says where and what was expected.
///
/// Positions are 1-based Unicode scalar (character) positions in the text as given.
public enum AmountParseError: Error, Sendable, Equatable {
    /// Nothing but spaces.
    case empty
    /// No digit at all ("$", "-").
    case noDigits(String)
    /// A character that has no place in an amount.
    case unexpectedCharacter(String, position: Int)
    /// A run of text that has no place in an amount (or the field's currency in a wrong place).
    case unexpectedText(String, position: Int)
    /// A symbol or code of another currency than the field's.
    case foreignCurrency(token: String, codes: [String], expected: String)
    /// "1e5", "1E-3".
    case scientificNotation(String)
    /// "0x1F".
    case hexadecimal(String)
    /// "NaN", "inf", "∞".
    case notANumber(String)
    /// A grouping separator that does not separate a group of the right size ("1,23").
    case misplacedGroupSeparator(String, position: Int, decimalSeparator: String)
    /// Two separators in a row, or one at the start or end that cannot be the decimal separator.
    case misplacedSeparator(String, position: Int)
    /// A single foreign separator before exactly three digits: a decimal point or grouping?
    case ambiguousSeparator(String, position: Int, decimalSeparator: String)
    /// The decimal separator appears more than once.
    case multipleDecimalSeparators(String, position: Int)
    /// Different grouping separators mixed ("1.234 567").
    case inconsistentGrouping(String, position: Int)
    /// A decimal separator for a currency without minor units (JPY, KRW).
    case decimalSeparatorNotAllowed(currency: String)
    /// More fraction digits than the currency has, and rounding was not asked for.
    case tooManyFractionDigits(found: Int, allowed: Int, currency: String)
    /// More than `Amount.maximumIntegerDigits` integer digits.
    case tooManyIntegerDigits(found: Int, allowed: Int)
    /// A negative amount where only positive ones are allowed.
    case negativeNotAllowed
    /// More than one sign ("--5", "-(5)").
    case conflictingSigns(position: Int)
    /// "(" without ")" or the reverse.
    case unbalancedParenthesis
    /// Below the field's minimum (canonical decimals).
    case belowMinimum(value: String, minimum: String)
    /// Above the field's maximum (canonical decimals).
    case aboveMaximum(value: String, maximum: String)
}

extension AmountParseError: CustomStringConvertible, LocalizedError {
    /// A message a person can act on, in the window's language (English on the command line).
    ///
    /// The window shows it after a colon ("12,3456 is not an amount: ..."), hence the lower-case
    /// start; `%@` values in single quotes are what was typed.
    public var description: String {
        switch self {
        case .empty:
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case).
            return tr("no amount entered")
        case let .noDigits(text):
            // Translators: why the text of an amount field is no amount; %1$@ is the text typed ("$", "-").
            return LocalizedFormat.fill(tr("'%1$@' has no digits"), LeftToRight.isolate(text))
        case let .unexpectedCharacter(text, position), let .unexpectedText(text, position):
            // Translators: why the text of an amount field is no amount; %1$@ is the character or word typed,
            // %2$@ its position in the text (1 for the first character).
            let sentence = tr("unexpected '%1$@' at character %2$@ (expected digits, separators, a sign or the currency)")
            return LocalizedFormat.fill(sentence, LeftToRight.isolate(text), messageNumber(position))
        case let .foreignCurrency(token, codes, expected) where codes.isEmpty:
            // Translators: why the text of an amount field is no amount; %1$@ is a currency symbol typed ("€"),
            // %2$@ the currency code of the field ("USD").
            return LocalizedFormat.fill(tr("'%1$@' stands for another currency, but this amount is in %2$@"), token, expected)
        case let .foreignCurrency(token, codes, expected):
            // Translators: why the text of an amount field is no amount; %1$@ is a currency symbol typed ("€"),
            // %2$@ the currency code or codes it stands for ("EUR", "AUD/CAD"), %3$@ the currency code of the field ("USD").
            let sentence = tr("'%1$@' stands for %2$@, but this amount is in %3$@")
            return LocalizedFormat.fill(sentence, token, codes.joined(separator: "/"), expected)
        case let .scientificNotation(text):
            // Translators: why the text of an amount field is no amount; %1$@ is the text typed ("1e5").
            return LocalizedFormat.fill(tr("'%1$@' uses scientific notation; write the amount with plain digits"), LeftToRight.isolate(text))
        case let .hexadecimal(text):
            // Translators: why the text of an amount field is no amount; %1$@ is the text typed ("0x1F").
            return LocalizedFormat.fill(tr("'%1$@' is hexadecimal; write the amount with decimal digits"), LeftToRight.isolate(text))
        case let .notANumber(text):
            // Translators: why the text of an amount field is no amount; %1$@ is the text typed ("NaN", "inf").
            return LocalizedFormat.fill(tr("'%1$@' is not an amount; write digits"), LeftToRight.isolate(text))
        case let .misplacedGroupSeparator(separator, position, decimal):
            // Translators: why the text of an amount field is no amount; %1$@ is a thousands separator typed (","),
            // %2$@ its position in the text (1 for the first character), %3$@ the decimal separator of the locale (".").
            let sentence = tr("grouping separator '%1$@' at character %2$@ does not separate a group of three digits (the decimal separator here is '%3$@')")
            return LocalizedFormat.fill(sentence, separator, messageNumber(position), decimal)
        case let .misplacedSeparator(separator, position):
            // Translators: why the text of an amount field is no amount; %1$@ is a separator typed (",", "."),
            // %2$@ its position in the text (1 for the first character).
            return LocalizedFormat.fill(tr("separator '%1$@' at character %2$@ is not between digits"), separator, messageNumber(position))
        case let .ambiguousSeparator(separator, position, decimal):
            // Translators: why the text of an amount field is no amount; %1$@ is a separator typed (","), %2$@ its
            // position in the text (1 for the first character), %3$@ the decimal separator of the locale (".").
            let sentence = tr("'%1$@' at character %2$@ could be a decimal point or a thousands separator; write the decimals with '%3$@' or add the grouping of the whole number")
            return LocalizedFormat.fill(sentence, separator, messageNumber(position), decimal)
        case let .multipleDecimalSeparators(separator, position):
            // Translators: why the text of an amount field is no amount; %1$@ is the decimal separator typed
            // a second time ("."), %2$@ its position in the text (1 for the first character).
            return LocalizedFormat.fill(tr("second decimal separator '%1$@' at character %2$@"), separator, messageNumber(position))
        case let .inconsistentGrouping(separator, position):
            // Translators: why the text of an amount field is no amount; %1$@ is a thousands separator typed (" "),
            // %2$@ its position in the text (1 for the first character).
            let sentence = tr("grouping separator '%1$@' at character %2$@ differs from the one used before it")
            return LocalizedFormat.fill(sentence, separator, messageNumber(position))
        case let .decimalSeparatorNotAllowed(currency):
            // Translators: why the text of an amount field is no amount; %1$@ is a currency code without cents ("JPY").
            return LocalizedFormat.fill(tr("%1$@ has no minor units, so the amount takes no decimal separator"), currency)
        case let .tooManyFractionDigits(found, 0, currency):
            // Translators: why the text of an amount field is no amount; %1$@ is a currency code without cents
            // ("JPY"), %2$@ the number of digits typed after the decimal separator.
            let sentence = trn("%1$@ has no minor units, but %2$@ fraction digit was entered (ask for rounding if intended)", "%1$@ has no minor units, but %2$@ fraction digits were entered (ask for rounding if intended)", found)
            return LocalizedFormat.fill(sentence, currency, messageNumber(found))
        case let .tooManyFractionDigits(found, allowed, currency):
            // Translators: why the text of an amount field is no amount; %1$@ is a currency code ("USD"), %2$@ the
            // number of digits it has after the decimal separator (the plural is chosen by it), %3$@ the number
            // typed, always more than %2$@ (rephrase freely, e.g. "entered: %3$@").
            let sentence = trn("%1$@ has %2$@ fraction digit, but %3$@ were entered (ask for rounding if intended)", "%1$@ has %2$@ fraction digits, but %3$@ were entered (ask for rounding if intended)", allowed)
            return LocalizedFormat.fill(sentence, currency, messageNumber(allowed), messageNumber(found))
        case let .tooManyIntegerDigits(found, allowed):
            // Translators: why the text of an amount field is no amount; %1$@ is the number of digits typed before
            // the decimal separator (the plural is chosen by it), %2$@ the largest number allowed (15), always less.
            let sentence = trn("%1$@ integer digit; at most %2$@ are allowed", "%1$@ integer digits; at most %2$@ are allowed", found)
            return LocalizedFormat.fill(sentence, messageNumber(found), messageNumber(allowed))
        case .negativeNotAllowed:
            // Translators: why the text of an amount field is refused (shown after a colon, hence lower case).
            return tr("negative amounts are not allowed here")
        case let .conflictingSigns(position):
            // Translators: why the text of an amount field is no amount; %1$@ is the position of a second minus
            // sign or parenthesis in the text (1 for the first character).
            return LocalizedFormat.fill(tr("second sign at character %1$@"), messageNumber(position))
        case .unbalancedParenthesis:
            // Translators: why the text of an amount field is no amount. "(1.00)" is an amount in parentheses, as
            // accountants write negative amounts; write it with your language's decimal separator.
            return tr("unbalanced parenthesis (a negative amount may be written as (1.00))")
        case let .belowMinimum(value, minimum):
            // Translators: why an amount is refused; %1$@ is the amount, %2$@ the smallest allowed (both as "1234.50").
            return LocalizedFormat.fill(tr("%1$@ is below the minimum %2$@"), LeftToRight.isolate(value), LeftToRight.isolate(minimum))
        case let .aboveMaximum(value, maximum):
            // Translators: why an amount is refused; %1$@ is the amount, %2$@ the largest allowed (both as "1234.50").
            return LocalizedFormat.fill(tr("%1$@ is above the maximum %2$@"), LeftToRight.isolate(value), LeftToRight.isolate(maximum))
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
