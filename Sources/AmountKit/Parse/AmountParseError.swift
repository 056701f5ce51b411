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
    /// A message a person can act on, in the window's language (English on the command line),
    /// with an example in en_US's format; `explanation(locale:currency:)` writes it in the locale's.
    public var description: String {
        let named: String?
        switch self {
        case let .decimalSeparatorNotAllowed(code), let .tooManyFractionDigits(_, _, code): named = code
        default: named = nil
        }
        guard let code = named, let currency = (try? CurrencyTable.standard())?[code] else {
            return explanation(example: AmountExample.plain)
        }
        return explanation(locale: Locale(identifier: "en_US"), currency: currency)
    }

    /// The message with an example amount as `locale` writes amounts of `currency` ("1.234,50"
    /// in German): what the window and `entrydesk amount parse` show.
    public func explanation(locale: Locale, currency: Currency) -> String {
        explanation(example: AmountExample.text(locale: locale, currency: currency))
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }

    /// Plain words: what is wrong and how to write it instead, with `example`. The window shows
    /// it after a colon ("12,3456 is not an amount: ..."), hence the lower-case start; `%@`
    /// values in quotes are what was typed. Positions are left out: the text is short.
    func description(example: String) -> String { explanation(example: example) }

    private func explanation(example: String) -> String {
        let example = LeftToRight.isolate(example)
        switch self {
        case .empty:
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case).
            return tr("no amount entered")
        case let .noDigits(text):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is the text typed ("$", "-"), %2$@ an example amount in the locale's format ("1,234.50").
            return LocalizedFormat.fill(
                tr("“%1$@” has no digits; type the amount in digits, for example %2$@"), LeftToRight.isolate(text), example)
        case let .unexpectedCharacter(text, _), let .unexpectedText(text, _):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is the character or word typed, %2$@ an example amount in the locale's format ("1,234.50").
            let sentence = tr("“%1$@” cannot be part of an amount; type only digits and separators, for example %2$@")
            return LocalizedFormat.fill(sentence, LeftToRight.isolate(text), example)
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
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is the text typed ("1e5"), %2$@ an example amount in the locale's format ("1,234.50").
            let sentence = tr("“%1$@” is written in scientific notation; type the amount in plain digits, for example %2$@")
            return LocalizedFormat.fill(sentence, LeftToRight.isolate(text), example)
        case let .hexadecimal(text):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is the text typed ("0x1F"), %2$@ an example amount in the locale's format ("1,234.50").
            let sentence = tr("“%1$@” is a hexadecimal number; type the amount in ordinary digits, for example %2$@")
            return LocalizedFormat.fill(sentence, LeftToRight.isolate(text), example)
        case let .notANumber(text):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is the text typed ("NaN", "inf"), %2$@ an example amount in the locale's format ("1,234.50").
            return LocalizedFormat.fill(
                tr("“%1$@” is not a number; type the amount in digits, for example %2$@"), LeftToRight.isolate(text), example)
        case let .misplacedGroupSeparator(separator, _, decimal):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is a thousands separator typed (","), %2$@ the locale's decimal separator ("."), %3$@ an example
            // amount in the locale's format ("1,234.50").
            let sentence = tr(
                "“%1$@” separates thousands here, and thousands come in groups of three digits; type the decimals after “%2$@”, for example %3$@"
            )
            return LocalizedFormat.fill(sentence, separator, decimal, example)
        case let .misplacedSeparator(separator, _):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is a separator typed (",", "."), %2$@ an example amount in the locale's format ("1,234.50").
            return LocalizedFormat.fill(tr("“%1$@” belongs between digits, for example %2$@"), separator, example)
        case let .ambiguousSeparator(separator, _, decimal):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is a separator typed (","), %2$@ the locale's decimal separator ("."), %3$@ an example amount in
            // the locale's format ("1,234.50").
            let sentence = tr("“%1$@” could mean decimals or thousands; type the decimals after “%2$@”, for example %3$@")
            return LocalizedFormat.fill(sentence, separator, decimal, example)
        case let .multipleDecimalSeparators(separator, _):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is the decimal separator typed twice ("."), %2$@ an example amount in the locale's format ("1,234.50").
            let sentence = tr("“%1$@” appears twice, but an amount has one decimal separator, for example %2$@")
            return LocalizedFormat.fill(sentence, separator, example)
        case .inconsistentGrouping:
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is an example amount in the locale's format ("1,234.50").
            return LocalizedFormat.fill(tr("the thousands are separated in two different ways; use one, for example %1$@"), example)
        case let .decimalSeparatorNotAllowed(currency):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is a currency code without cents ("JPY"), %2$@ an example amount in the locale's format ("1,234").
            return LocalizedFormat.fill(tr("amounts in %1$@ have no decimals, for example %2$@"), currency, example)
        case let .tooManyFractionDigits(found, 0, currency):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is a currency code without cents ("JPY"), %2$@ the number of decimals typed (the plural is chosen
            // by it), %3$@ an example amount in the locale's format ("1,234").
            let sentence = trn(
                "amounts in %1$@ have no decimals, but %2$@ decimal was typed; for example %3$@",
                "amounts in %1$@ have no decimals, but %2$@ decimals were typed; for example %3$@", found)
            return LocalizedFormat.fill(sentence, currency, messageNumber(found), example)
        case let .tooManyFractionDigits(found, allowed, currency):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is a currency code ("USD"), %2$@ how many decimal places it has (the plural is chosen by it),
            // %3$@ the number typed, always more, %4$@ an example amount in the locale's format ("1,234.50").
            let sentence = trn(
                "amounts in %1$@ have %2$@ decimal place, but %3$@ were typed; for example %4$@",
                "amounts in %1$@ have %2$@ decimal places, but %3$@ were typed; for example %4$@", allowed)
            return LocalizedFormat.fill(sentence, currency, messageNumber(allowed), messageNumber(found), example)
        case let .tooManyIntegerDigits(found, allowed):
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is the number of digits typed before the decimal separator (the plural is chosen by it), %2$@
            // the largest number allowed (15), always less.
            let sentence = trn(
                "the amount is too large: %1$@ digit before the decimal separator, at most %2$@ are possible",
                "the amount is too large: %1$@ digits before the decimal separator, at most %2$@ are possible", found)
            return LocalizedFormat.fill(sentence, messageNumber(found), messageNumber(allowed))
        case .negativeNotAllowed:
            // Translators: why the text of an amount field is refused (shown after a colon, hence lower case).
            return tr("negative amounts are not allowed here")
        case .conflictingSigns:
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case).
            return tr("the amount has more than one sign; type one minus at most")
        case .unbalancedParenthesis:
            // Translators: why the text of an amount field is no amount (shown after a colon, hence lower case);
            // %1$@ is an example amount in the locale's format ("1,234.50"), as accountants write it negative.
            return LocalizedFormat.fill(tr("a parenthesis is missing; a negative amount may be written as (%1$@)"), example)
        case let .belowMinimum(value, minimum):
            // Translators: why an amount is refused; %1$@ is the amount, %2$@ the smallest allowed (both as "1234.50").
            return LocalizedFormat.fill(tr("%1$@ is below the minimum %2$@"), LeftToRight.isolate(value), LeftToRight.isolate(minimum))
        case let .aboveMaximum(value, maximum):
            // Translators: why an amount is refused; %1$@ is the amount, %2$@ the largest allowed (both as "1234.50").
            return LocalizedFormat.fill(tr("%1$@ is above the maximum %2$@"), LeftToRight.isolate(value), LeftToRight.isolate(maximum))
        }
    }
}
