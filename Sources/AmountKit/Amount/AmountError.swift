import Foundation

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
    /// A message saying what was wrong and what was expected.
    public var description: String {
        switch self {
        case .notANumber:
            return "the value is not a number"
        case let .notCanonical(text):
            return "'\(text)' is not a canonical decimal (expected digits with an optional leading '-' and one '.', e.g. 1234.50)"
        case let .tooManyFractionDigits(found, allowed, currency):
            return allowed == 0
                ? "\(currency) has no minor units, but the amount has \(found) fraction digit\(found == 1 ? "" : "s") (round explicitly if intended)"
                : "\(currency) has \(allowed) fraction digit\(allowed == 1 ? "" : "s"), but the amount has \(found) (round explicitly if intended)"
        case let .tooManyIntegerDigits(found, allowed):
            return "the amount has \(found) integer digits; at most \(allowed) are allowed"
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
