import Foundation

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
    /// A message the widget may show as helper or error text.
    public var description: String {
        switch self {
        case let .decimalSeparatorNotAllowed(currency):
            return "\(currency) has no minor units: no decimal separator"
        case .decimalSeparatorAlreadyPresent:
            return "the amount already has a decimal separator"
        case let .tooManyFractionDigits(allowed, currency):
            return "\(currency) has \(allowed) fraction digit\(allowed == 1 ? "" : "s")"
        case let .tooManyIntegerDigits(allowed):
            return "at most \(allowed) digits before the decimal separator"
        case .negativeNotAllowed:
            return "negative amounts are not allowed here"
        case let .invalidCharacter(character):
            return "'\(character)' cannot be part of an amount"
        case let .invalidPaste(reason):
            return "cannot paste: \(reason)"
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
