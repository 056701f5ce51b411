import Foundation

/// Why the currency table could not be read or a code not found in it.
public enum CurrencyTableError: Error, Sendable, Equatable {
    /// The table file could not be read.
    case unreadable(path: String, reason: String)
    /// The table file is not the expected JSON; `detail` names the entry and field.
    case malformed(path: String, detail: String)
    /// No active ISO 4217 currency has this code.
    case unknownCode(String)
}

extension CurrencyTableError: CustomStringConvertible, LocalizedError {
    /// A message naming the file or code and what was expected.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the currency table: \(reason)"
        case let .malformed(path, detail):
            return "\(path): \(detail)"
        case let .unknownCode(code):
            return "'\(code)' is not an active ISO 4217 currency code (expected three letters such as USD, EUR, JPY)"
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
