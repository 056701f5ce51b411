import AmountKit
import ArgumentParser
import Foundation

/// Options shared by the `amount` subcommands: the locale and the currency.
struct AmountOptions: ParsableArguments {
    @Option(help: "Locale identifier, e.g. en_US, de_CH, ar_BH.")
    var locale: String

    @Option(help: "ISO 4217 currency code, e.g. USD, JPY, BHD.")
    var currency: String

    /// The Foundation locale, refusing identifiers ICU has no data for (it would silently fall
    /// back to root): the identifier itself, or its language with a known ISO region (zh_CN).
    func resolvedLocale() throws -> Locale {
        let identifier = Locale.identifier(.icu, from: locale)
        let known = Set(Locale.availableIdentifiers)
        let candidate = Locale(identifier: identifier)
        let language = candidate.language.languageCode?.identifier ?? ""
        let regionKnown = candidate.region.map { region in
            Locale.Region.isoRegions.contains { $0.identifier == region.identifier }
        } ?? true
        guard known.contains(identifier) || (known.contains(language) && regionKnown) else {
            throw AmountCommandFailure("unknown locale '\(locale)' (expected an identifier such as en_US or de_CH)")
        }
        return candidate
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
