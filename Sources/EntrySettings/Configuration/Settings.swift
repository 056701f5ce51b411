// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import EntryForm
import Foundation

/// Every setting of the configuration file, each declared once: its key, default and the values
/// it takes. `AppConfiguration` reads them, the commands' options check against them, and
/// Preferences writes them; a test reads back what each writes.
public enum Settings {
    // [kiosk]
    /// Start as a kiosk.
    public static let kioskEnabled = Setting.flag("kiosk", "enabled")
    /// The admin PIN's salted hash (`entrydesk kiosk set-pin` writes it).
    public static let adminPIN = Setting<AdminPIN?>(
        "kiosk", "admin-pin", default: nil, expected: "a hash written by `entrydesk kiosk set-pin`", isSecret: true,
        read: { AdminPIN(storedForm: $0).map { .some($0) } }, write: { $0?.storedForm })
    /// Seconds without input before the kiosk warns and resets (also `--idle-timeout`).
    public static let idleTimeout = Setting.wholeNumber("kiosk", "idle-timeout", default: 90, in: 3...86_400, unit: "seconds")
    /// Whether the kiosk may send what people type to a remote address service.
    public static let kioskAllowsRemoteProvider = Setting.flag("kiosk", "allow-remote-provider")
    /// When the kiosk shows its on-screen keyboard.
    public static let onScreenKeyboard = Setting.choice("kiosk", "on-screen-keyboard", default: AppConfiguration.OnScreenKeyboard.automatic)
    /// When the kiosk's screen reader speaks; the words of the old on/off setting still read.
    public static let kioskScreenReader = Setting<AppConfiguration.KioskSpeech>(
        "kiosk", "screen-reader", default: .ask, expected: spelledOut(AppConfiguration.KioskSpeech.allCases.map(\.rawValue)),
        read: { text in
            switch text.lowercased() {
            case "true", "yes", "1": .on
            case "false", "no", "0": .off
            case let word: AppConfiguration.KioskSpeech(rawValue: word)
            }
        },
        write: { $0.rawValue })
    /// A whole postcode or amount moves focus on by itself at the kiosk.
    public static let kioskAutoAdvance = Setting.flag("kiosk", "auto-advance")
    /// The currencies the kiosk offers, in order (nil: every currency people pay with).
    public static let kioskCurrencies = codeList("currencies", expected: "ISO 4217 currency codes separated by commas, such as EUR, USD")
    /// The countries the kiosk's address form offers (nil: all).
    public static let kioskCountries = codeList("countries", expected: "ISO 3166-1 country codes separated by commas, such as DE, AT, CH")

    // [entry]
    /// A whole postcode or amount moves focus on by itself at the desk.
    public static let autoAdvance = Setting.flag("entry", "auto-advance")
    /// Saving an entry like one saved in this many days asks first (0: never asks).
    public static let duplicateDays = Setting.wholeNumber("entry", "duplicate-days", default: 30, in: 0...3_650, unit: "days", zero: "off")
    /// The fields kept from one entry to the next.
    public static let carryOver = Setting<Set<CarryOverField>>(
        "entry", "carry-over", default: [], expected: "a list of " + CarryOverField.allCases.map(\.rawValue).joined(separator: ", "),
        read: { text in
            let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
            let fields = names.compactMap(CarryOverField.init(rawValue:))
            return fields.count == names.count ? Set(fields) : nil
        },
        write: { fields in
            let names = CarryOverField.allCases.filter(fields.contains).map(\.rawValue)
            return names.isEmpty ? nil : names.joined(separator: ", ")
        })
    /// Whether an old entry fixed and saved is kept from too.
    public static let carryOverFromFixes = Setting.flag("entry", "carry-over-from-fixes")
    /// The office's form file (a relative path is read from the configuration file's folder).
    public static let form = Setting.text("entry", "form")

    // [desk]
    /// The desk asks the operator's ID at start.
    public static let operatorSignIn = Setting.flag("desk", "sign-in")
    /// The sign-in asks the operator's PIN too.
    public static let operatorPIN = Setting.flag("desk", "sign-in-pin")

    // [statistics]
    /// A gap between two keys this long is a pause, left out of an operator's keying time.
    public static let keystrokePause = Setting.wholeNumber("statistics", "pause-seconds", default: 30, in: 1...3_600, unit: "seconds")

    // [address]
    /// The address provider (also `--provider`).
    public static let provider = Setting.choice("address", "provider", default: AddressProviderName.local)
    /// The local address index file (nil: the bundled sample).
    public static let index = Setting.text("address", "index")

    // [amounts]
    /// Whether negative amounts are accepted.
    public static let allowNegative = Setting.flag("amounts", "allow-negative", default: AmountRules().allowsNegative)
    /// The limit above which an amount of a currency without a limit of its own asks for
    /// confirmation (nil: the form's).
    public static let confirmAbove = Setting<AmountLimit?>(
        "amounts", "confirm-above", default: AmountRules().confirmAbove,
        expected: "a whole number of currency units like 1000000, or never",
        read: { text in text.lowercased() == "never" ? .never : AmountRules.wholeAmount(text).map { .above($0) } },
        write: { limit in
            switch limit {
            case nil: nil
            case .never: "never"
            case .above(let units): "\(units)"
            }
        })
    /// The limits of single currencies.
    public static let confirmAbovePerCurrency = Setting<[String: Decimal]>(
        "amounts", "confirm-above-per-currency", default: AmountRules().confirmAboveByCurrency,
        expected: "ISO codes with whole numbers, like JPY 100000000, KRW 1000000000", read: AmountRules.limits(from:),
        write: { limits in
            limits.isEmpty ? nil : limits.keys.sorted().map { "\($0) \(limits[$0] ?? 0)" }.joined(separator: ", ")
        })

    // [sync]
    /// The team server: a PostgreSQL connection URI or libpq key words (nil: none).
    public static let server = Setting.text("sync", "server")

    // [appearance]
    /// Theme names or files, applied in order (empty: follow the desktop).
    public static let theme = Setting<[String]>(
        "appearance", "theme", default: [], expected: "theme names or files separated by commas",
        read: { text in text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } },
        write: { $0.isEmpty ? nil : $0.joined(separator: ", ") })

    /// A `[kiosk]` list of codes, upper case, in the order given, a code given twice once: nil
    /// when the list or one of its items is empty. Whether each is a known code is checked by
    /// `AppConfiguration` against the reference data.
    private static func codeList(_ key: String, expected: String) -> Setting<[String]?> {
        Setting<[String]?>(
            "kiosk", key, default: nil, expected: expected,
            read: { text in
                let codes = text.split(separator: ",", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces).uppercased()
                }
                guard !codes.isEmpty, !codes.contains(where: \.isEmpty) else { return nil }
                var seen = Set<String>()
                return .some(codes.filter { seen.insert($0).inserted })
            },
            write: { $0?.joined(separator: ", ") })
    }
}
