/// The countries and currencies a screen offers, and the ones it starts with: on a kiosk the
/// configured lists (`[kiosk] countries`, `currencies`), starting with the locale's country or
/// currency when listed, else the first listed; at the desk everything, as before.
import EntrySettings
struct KioskChoices: Equatable, Sendable {
    /// The countries offered (nil: all).
    let countries: [String]?
    /// The currencies offered (nil: all people pay with).
    let currencies: [String]?
    /// The country a form starts with.
    let startCountry: String
    /// The currency an amount starts with.
    let startCurrency: String

    /// The choices for `configuration` (its lists count only `isKiosk`), given the locale's
    /// country and currency.
    init(configuration: AppConfiguration, isKiosk: Bool, localeCountry: String, localeCurrency: String) {
        countries = isKiosk ? configuration.kioskCountries : nil
        currencies = isKiosk ? configuration.kioskCurrencies : nil
        startCountry = Self.start(localeCountry, in: countries)
        startCurrency = Self.start(localeCurrency, in: currencies)
    }

    private static func start(_ preferred: String, in list: [String]?) -> String {
        guard let list, let first = list.first, !list.contains(preferred.uppercased()) else { return preferred }
        return first
    }
}
