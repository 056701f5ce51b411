import AddressKit
import AmountKit
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// What the first window needs that does not need GTK, done on another thread while GTK starts
/// up: from `g_application_run` to "activate" GTK spends ~40 ms opening the display, loading
/// fonts and registering on D-Bus, with a CPU core to spare. `activate` then finds the database
/// open, the theme's CSS generated, the currency table and the start country's address format
/// loaded, and ICU's data for the locale warm, instead of spending ~15 ms on them itself.
final class StartupPreparation: Sendable {
    /// What was prepared; every failure is kept for `activate` to report as before.
    struct Prepared: Sendable {
        let store: Result<EntryStore, Error>
        let stylesheets: ThemeStylesheets
        let currencies: CurrencyTable?
    }

    let locale: Locale
    let countryCode: String
    private let done = DispatchSemaphore(value: 0)
    // Written once by the preparing thread before `done` is signalled, read after waiting on it.
    nonisolated(unsafe) private var result: Prepared?

    /// Starts preparing for `settings` on a thread of its own.
    init(settings: AppSettings, locale: Locale = UserLocale.current) {
        self.locale = locale
        countryCode = Self.defaultCountry(locale)
        let thread = Thread { [self] in
            result = Self.prepare(settings: settings, locale: locale, countryCode: countryCode)
            done.signal()
        }
        thread.name = "EntryDesk start-up"  // i18n: not shown (thread name)
        thread.start()
    }

    /// How long start-up waits for the preparation before it says on screen what it waits for.
    static let patienceSeconds = 0.5

    /// What was prepared, waiting at most `seconds` for it; nil if it is not done by then.
    func wait(seconds: Double) -> Prepared? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        done.signal()  // later waits return at once
        return result
    }

    private static func prepare(settings: AppSettings, locale: Locale, countryCode: String) -> Prepared {
        let stylesheets = ThemeStylesheets.prepare(settings.themes)
        // With no theme asked for, the theme follows the desktop's preference, read through GSettings.
        if settings.themes.isEmpty { DesktopColorScheme.preload() }
        let store = Result<EntryStore, Error> { try openStore(settings.databaseURL) }
        let currencies = try? CurrencyTable.standard()
        // Fill the caches the entry screen reads (the registry keeps what it loads; ICU keeps
        // the locale's number and currency data), so the main thread finds them warm.
        _ = try? AddressFormatRegistry.shared.countries()
        _ = try? CountryFormat.load(countryCode).subdivisions()
        if let currency = currencies?[defaultCurrency(locale, currencies)] {
            _ = AmountEditor(locale: locale, currency: currency)
            _ = currency.symbol(for: locale)
            _ = currency.localizedName(for: locale)
        }
        return Prepared(store: store, stylesheets: stylesheets, currencies: currencies)
    }

    /// Opens the store, waiting as long as another program holds the write lock a schema
    /// upgrade needs (the window says so meanwhile); every other failure is reported.
    private static func openStore(_ url: URL) throws -> EntryStore {
        while true {
            do {
                return try EntryStore(url: url)
            } catch EntryStoreError.locked {
                continue  // each try waited the store's busy timeout
            }
        }
    }

    /// The country the form starts with: the desk's (the locale's region, else the United States).
    static func defaultCountry(_ locale: Locale) -> String { DeskDefaults.country(locale) }

    /// The currency the amount starts with: the desk's (the locale's, else USD).
    static func defaultCurrency(_ locale: Locale, _ currencies: CurrencyTable?) -> String {
        DeskDefaults.currency(locale, currencies)
    }
}
