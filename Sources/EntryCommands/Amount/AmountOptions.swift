import AmountKit
import ArgumentParser
import Foundation
import Localization

/// Options shared by the `amount` subcommands: the locale and the currency.
struct AmountOptions: ParsableArguments {
    @Option(
        help:
            "Locale identifier, e.g. en_US, de_CH, ar_BH (default: the environment's, LC_ALL, LC_MONETARY, LC_NUMERIC or LANG; en_US under C)."
    )
    var locale: String?

    @Option(help: "ISO 4217 currency code, e.g. USD, JPY, BHD (default: the locale's).")
    var currency: String?

    /// The locale asked for, else the environment's, as the window reads it.
    private var localeIdentifier: String {
        locale ?? UserLocale.resolve(ProcessInfo.processInfo.environment)?.identifier ?? "en_US"
    }

    /// The Foundation locale, refusing identifiers ICU has no data for (it would silently fall
    /// back to root): the identifier itself, or its language with a known ISO region (zh_CN).
    func resolvedLocale() throws -> Locale {
        let locale = localeIdentifier
        let identifier = Locale.identifier(.icu, from: locale)
        let known = Set(Locale.availableIdentifiers)
        let candidate = Locale(identifier: identifier)
        let language = candidate.language.languageCode?.identifier ?? ""
        let regionKnown =
            candidate.region.map { region in
                Locale.Region.isoRegions.contains { $0.identifier == region.identifier }
            } ?? true
        guard known.contains(identifier) || (known.contains(language) && regionKnown) else {
            throw AmountCommandFailure("unknown locale '\(locale)' (expected an identifier such as en_US or de_CH)")
        }
        return candidate
    }

    /// The currency from the bundled ISO 4217 table.
    func resolvedCurrency() throws -> Currency {
        guard let code = currency ?? (try? resolvedLocale())?.currency?.identifier else {
            throw AmountCommandFailure("the locale \(localeIdentifier) has no currency: give --currency")
        }
        do {
            return try CurrencyTable.standard().currency(code: code)
        } catch {
            throw AmountCommandFailure(error.description)
        }
    }
}
