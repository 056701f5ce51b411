import AmountKit
import ArgumentParser
import Foundation

/// Options shared by the `amount` subcommands: the locale and the currency.
struct AmountOptions: ParsableArguments {
    @Option(help: "Locale identifier, e.g. en_US, de_CH, ar_BH.")
    var locale: String

    @Option(help: "ISO 4217 currency code, e.g. USD, JPY, BHD.")
    var currency: String

    /// The Foundation locale, refusing identifiers ICU does not know (it would fall back to root).
    func resolvedLocale() throws -> Locale {
        let identifier = locale.replacingOccurrences(of: "-", with: "_")
        let known = Set(Locale.availableIdentifiers)
        guard known.contains(identifier) else {
            throw AmountCommandFailure("unknown locale '\(locale)' (expected an identifier such as en_US or de_CH)")
        }
        return Locale(identifier: identifier)
    }

    /// The currency from the bundled ISO 4217 table.
    func resolvedCurrency() throws -> Currency {
        do {
            return try CurrencyTable.standard().currency(code: currency)
        } catch {
            throw AmountCommandFailure(error.description)
        }
    }
}
