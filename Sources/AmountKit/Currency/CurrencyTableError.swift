import Foundation
import Localization

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
            return "\(path): cannot read the currency table: \(reason)"  // i18n: not shown (an installation error, for developers)
        case let .malformed(path, detail):
            return "\(path): \(detail)"
        case let .unknownCode(code):
            // Translators: why a currency code is refused (a configuration or an amount field given a wrong code);
            // %1$@ is the code given.
            let sentence = tr("'%1$@' is not an active ISO 4217 currency code (expected three letters such as USD, EUR, JPY)")
            return LocalizedFormat.fill(sentence, code)
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
