import Foundation

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
    /// A message a person can act on.
    public var description: String {
        switch self {
        case .empty:
            return "no amount entered"
        case let .noDigits(text):
            return "'\(text)' has no digits"
        case let .unexpectedCharacter(character, position):
            return "unexpected '\(character)' at character \(position) (expected digits, separators, a sign or the currency)"
        case let .unexpectedText(text, position):
            return "unexpected '\(text)' at character \(position) (expected digits, separators, a sign or the currency)"
        case let .foreignCurrency(token, codes, expected):
            let which = codes.isEmpty ? "another currency" : codes.joined(separator: "/")
            return "'\(token)' stands for \(which), but this amount is in \(expected)"
        case let .scientificNotation(text):
            return "'\(text)' uses scientific notation; write the amount with plain digits"
        case let .hexadecimal(text):
            return "'\(text)' is hexadecimal; write the amount with decimal digits"
        case let .notANumber(text):
            return "'\(text)' is not an amount; write digits"
        case let .misplacedGroupSeparator(separator, position, decimal):
            return "grouping separator '\(separator)' at character \(position) does not separate a group of three digits (the decimal separator here is '\(decimal)')"
        case let .misplacedSeparator(separator, position):
            return "separator '\(separator)' at character \(position) is not between digits"
        case let .ambiguousSeparator(separator, position, decimal):
            return "'\(separator)' at character \(position) could be a decimal point or a thousands separator; write the decimals with '\(decimal)' or add the grouping of the whole number"
        case let .multipleDecimalSeparators(separator, position):
            return "second decimal separator '\(separator)' at character \(position)"
        case let .inconsistentGrouping(separator, position):
            return "grouping separator '\(separator)' at character \(position) differs from the one used before it"
        case let .decimalSeparatorNotAllowed(currency):
            return "\(currency) has no minor units, so the amount takes no decimal separator"
        case let .tooManyFractionDigits(found, allowed, currency):
            return allowed == 0
                ? "\(currency) has no minor units, but \(found) fraction digit\(found == 1 ? " was" : "s were") entered (ask for rounding if intended)"
                : "\(currency) has \(allowed) fraction digit\(allowed == 1 ? "" : "s"), but \(found) were entered (ask for rounding if intended)"
        case let .tooManyIntegerDigits(found, allowed):
            return "\(found) integer digits; at most \(allowed) are allowed"
        case .negativeNotAllowed:
            return "negative amounts are not allowed here"
        case let .conflictingSigns(position):
            return "second sign at character \(position)"
        case .unbalancedParenthesis:
            return "unbalanced parenthesis (a negative amount may be written as (1.00))"
        case let .belowMinimum(value, minimum):
            return "\(value) is below the minimum \(minimum)"
        case let .aboveMaximum(value, maximum):
            return "\(value) is above the maximum \(maximum)"
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
