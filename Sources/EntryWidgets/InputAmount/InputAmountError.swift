import AmountKit
import Foundation
import Localization

/// A problem with what an InputAmount holds or was asked to hold; the widget shows it as its
/// error text (through `InputAmount.errorMessage` when set, to translate it).
public enum InputAmountError: Error, Sendable, Equatable {
    /// The currency code is not in the currency table.
    case unknownCurrency(CurrencyTableError)
    /// The currency table could not be read.
    case currencyTableUnavailable(CurrencyTableError)
    /// An amount does not fit the currency (more fraction digits than it has, too many digits):
    /// refused when set from code or when the person picks such a currency.
    case amountDoesNotFit(AmountError)
    /// A keystroke, paste or deletion the edit model refused (the text stayed as it was).
    case edit(AmountEditRejection)
    /// The amount breaks the field's rules (minimum, maximum, negatives), found on focus-out.
    case invalidAmount(AmountParseError)
    /// Text kept as the person typed it that is no amount in this field ("15000.50" in yen):
    /// it stays on screen, and Save refuses it.
    case notAnAmount(text: String, reason: AmountParseError)
}

extension InputAmountError: CustomStringConvertible, LocalizedError {
    /// AmountKit's message, which names the currency, character or limit involved, in the
    /// window's language (English on the command line).
    public var description: String {
        switch self {
        case let .unknownCurrency(error), let .currencyTableUnavailable(error): return error.description
        case let .amountDoesNotFit(error): return error.description
        case let .edit(rejection): return rejection.description
        case let .invalidAmount(error): return error.description
        case let .notAnAmount(text, reason):
            // Translators: why a text typed in an amount field is no amount; %1$@ is the text typed, %2$@ the
            // reason ("“x” cannot be part of an amount; type only digits and separators, for example 1,234.50").
            return LocalizedFormat.fill(tr("“%1$@” is not an amount: %2$@"), LeftToRight.isolate(text), reason.description)
        }
    }

    /// The same message for `LocalizedError` users.
    public var errorDescription: String? { description }
}
