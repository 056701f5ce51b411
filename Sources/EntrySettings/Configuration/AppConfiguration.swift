// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import AddressSearch
import Foundation
import TeamServer

/// EntryDesk's settings, from the configuration file with command-line overrides on top.
public struct AppConfiguration: Equatable, Sendable {
    /// Whether to show an on-screen keyboard for text fields in kiosk mode.
    public enum OnScreenKeyboard: String, Sendable, Equatable {
        case automatic = "auto", always, never
    }

    /// Run as a kiosk.
    public var kioskEnabled = false
    /// The admin PIN, if one is set.
    public var adminPIN: AdminPIN?
    /// Seconds without input before the kiosk warns and resets.
    public var idleTimeoutSeconds = 90
    /// What `idleTimeoutSeconds` may be, in the file and on the command line alike.
    public static let idleTimeoutRange = 3...86_400
    /// Whether the kiosk may send what people type to a remote address service.
    public var kioskAllowsRemoteProvider = false
    /// When the kiosk shows its on-screen keyboard.
    public var onScreenKeyboard = OnScreenKeyboard.automatic
    /// Whether the kiosk starts the Orca screen reader with itself.
    public var kioskScreenReader = false
    /// `[entry] auto-advance`: a whole postcode or amount moves focus on by itself (desk).
    public var autoAdvance = false
    /// `[kiosk] auto-advance`: the same at a kiosk (off unless the kiosk asks for it).
    public var kioskAutoAdvance = false
    /// `[entry] duplicate-days`: saving an entry that matches one saved in this many days asks
    /// first (0: never asks).
    public var duplicateDays = 30
    /// `[desk] sign-in`: the desk asks the operator's ID at start, for each entry's history.
    public var operatorSignIn = false
    /// `[desk] sign-in-pin`: the sign-in asks the operator's PIN too (`entrydesk operator set-pin`).
    public var operatorPIN = false
    /// `[statistics] pause-seconds`: a gap between two keys this long is a pause, left out of
    /// an operator's keying time.
    public var keystrokePauseSeconds = 30
    /// `[entry] carry-over = city, state, postcode, currency`: kept from one entry to the next.
    public var carryOver: Set<CarryOverField> = []
    /// `[entry] carry-over-from-fixes`: an old entry fixed and saved is kept from too (by default
    /// only entries saved as new are: fixing last week's slip says nothing of the next one).
    public var carryOverFromFixes = false
    /// `[entry] form = FILE`: the office's form file (a relative path is read from the
    /// configuration file's folder); nil: `--form`, else the default location, else built in.
    public var formPath: String?
    /// The address provider: local, smarty or photon.
    public var provider = "local"
    /// The local address index file (nil: the bundled sample).
    public var indexPath: String?
    /// Theme names or files.
    public var themes: [String] = []
    /// Negatives and plausibility limits, for the window and `entrydesk import` alike.
    public var amounts = AmountRules()
    /// The currencies the kiosk offers (ISO 4217 codes, in the order given); nil: every
    /// currency people pay with (no funds, no units such as gold or SDR).
    public var kioskCurrencies: [String]?
    /// The countries the kiosk's address form offers (ISO 3166-1 alpha-2 codes); nil: all.
    public var kioskCountries: [String]?
    /// The team server (`[sync] server`): a PostgreSQL connection URI or libpq key words;
    /// nil: entries stay on this machine.
    public var syncServer: String?

    /// Defaults.
    public init() {}

    /// Where the file lives: `$XDG_CONFIG_HOME/entrydesk/entrydesk.conf` (or `ENTRYDESK_CONFIG`).
    public static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["ENTRYDESK_CONFIG"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return URL(fileURLWithPath: base).appendingPathComponent("entrydesk/entrydesk.conf")
    }

    /// Reads the settings from a parsed file; errors name the file, line, section and key.
    public init(file: ConfigurationFile, path: String) throws(ConfigurationError) {
        try self.init(file: file, path: path, codes: .standard)
    }

    /// As `init(file:path:)`, checking code lists against `codes` (tests give their own).
    init(file: ConfigurationFile, path: String, codes: ReferenceCodes) throws(ConfigurationError) {
        func invalid(
            _ key: String, _ section: String, _ setting: (value: String, line: Int), expected: String,
            shownValue: String? = nil
        ) -> ConfigurationError {
            .invalid(path: path, line: setting.line, key: "\(section).\(key)", value: shownValue ?? setting.value, expected: expected)
        }
        func bool(_ key: String, _ section: String) throws(ConfigurationError) -> Bool? {
            guard let setting = file.setting(key, in: section) else { return nil }
            switch setting.value.lowercased() {
            case "true", "yes", "1", "on": return true
            case "false", "no", "0", "off": return false
            default: throw invalid(key, section, setting, expected: "true or false")
            }
        }
        /// A `[kiosk]` list of codes: at least one, each one known (a code given twice counts once).
        func codeList(_ key: String, letters: Int, known: (String) -> Bool, expected: String) throws(ConfigurationError) -> [String]? {
            guard let setting = file.setting(key, in: "kiosk") else { return nil }
            let codes = setting.value.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces).uppercased()
            }
            guard !codes.isEmpty, !codes.contains(where: \.isEmpty) else {
                throw invalid(key, "kiosk", setting, expected: expected)
            }
            for code in codes {
                let wellFormed = code.count == letters && code.allSatisfy { $0.isASCII && $0.isLetter }
                guard wellFormed, known(code) else {
                    throw invalid(key, "kiosk", setting, expected: "\(expected) (\(code) is not one)")
                }
            }
            var seen = Set<String>()
            return codes.filter { seen.insert($0).inserted }
        }
        kioskEnabled = try bool("enabled", "kiosk") ?? false
        kioskAllowsRemoteProvider = try bool("allow-remote-provider", "kiosk") ?? false
        kioskScreenReader = try bool("screen-reader", "kiosk") ?? false
        autoAdvance = try bool("auto-advance", "entry") ?? false
        kioskAutoAdvance = try bool("auto-advance", "kiosk") ?? false
        operatorSignIn = try bool("sign-in", "desk") ?? false
        operatorPIN = try bool("sign-in-pin", "desk") ?? false
        carryOverFromFixes = try bool("carry-over-from-fixes", "entry") ?? false
        if let setting = file.setting("carry-over", in: "entry") {
            let names = setting.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter {
                !$0.isEmpty
            }
            let fields = names.compactMap(CarryOverField.init(rawValue:))
            guard fields.count == names.count else {
                throw invalid(
                    "carry-over", "entry", setting,
                    expected: "a list of " + CarryOverField.allCases.map(\.rawValue).joined(separator: ", "))
            }
            carryOver = Set(fields)
        }
        if let setting = file.setting("duplicate-days", in: "entry") {
            guard let days = Int(setting.value), (0...3_650).contains(days) else {
                throw invalid("duplicate-days", "entry", setting, expected: "whole days from 0 (off) to 3650")
            }
            duplicateDays = days
        }
        if let setting = file.setting("pause-seconds", in: "statistics") {
            guard let seconds = Int(setting.value), (1...3_600).contains(seconds) else {
                throw invalid("pause-seconds", "statistics", setting, expected: "whole seconds from 1 to 3600")
            }
            keystrokePauseSeconds = seconds
        }
        if let setting = file.setting("idle-timeout", in: "kiosk") {
            let range = Self.idleTimeoutRange
            guard let seconds = Int(setting.value), range.contains(seconds) else {
                throw invalid("idle-timeout", "kiosk", setting, expected: "whole seconds from \(range.lowerBound) to \(range.upperBound)")
            }
            idleTimeoutSeconds = seconds
        }
        if let setting = file.setting("on-screen-keyboard", in: "kiosk") {
            guard let mode = OnScreenKeyboard(rawValue: setting.value) else {
                throw invalid("on-screen-keyboard", "kiosk", setting, expected: "auto, always or never")
            }
            onScreenKeyboard = mode
        }
        if let setting = file.setting("admin-pin", in: "kiosk") {
            guard let pin = AdminPIN(storedForm: setting.value) else {
                throw invalid(
                    "admin-pin", "kiosk", setting, expected: "a hash written by `entrydesk kiosk set-pin`",
                    shownValue: "(hidden)")
            }
            adminPIN = pin
        }
        if let setting = file.setting("provider", in: "address") {
            guard AddressProviderName(rawValue: setting.value) != nil else {
                throw invalid("provider", "address", setting, expected: AddressProviderName.spelledOut)
            }
            provider = setting.value
        }
        amounts.allowsNegative = try bool("allow-negative", "amounts") ?? false
        if let setting = file.setting("confirm-above", in: "amounts") {
            if setting.value.lowercased() == "never" {
                amounts.confirmAbove = nil
            } else {
                guard let limit = AmountRules.wholeAmount(setting.value) else {
                    throw invalid("confirm-above", "amounts", setting, expected: "a whole number of currency units like 1000000, or never")
                }
                amounts.confirmAbove = limit
            }
        }
        if let setting = file.setting("confirm-above-per-currency", in: "amounts") {
            guard let limits = AmountRules.limits(from: setting.value) else {
                throw invalid(
                    "confirm-above-per-currency", "amounts", setting,
                    expected: "ISO codes with whole numbers, like JPY 100000000, KRW 1000000000")
            }
            amounts.confirmAboveByCurrency = limits
        }
        indexPath = file.value("index", in: "address")
        formPath = file.value("form", in: "entry").flatMap { value in
            guard !value.isEmpty else { return nil }
            let expanded = (value as NSString).expandingTildeInPath
            return expanded.hasPrefix("/")
                ? expanded : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(expanded)
        }
        syncServer = file.value("server", in: "sync").flatMap { $0.isEmpty ? nil : $0 }
        kioskCurrencies = try codeList(
            "currencies", letters: 3, known: codes.isCurrency,
            expected: "ISO 4217 currency codes separated by commas, such as EUR, USD")
        kioskCountries = try codeList(
            "countries", letters: 2, known: codes.isCountry,
            expected: "ISO 3166-1 country codes separated by commas, such as DE, AT, CH")
        if let text = file.value("theme", in: "appearance") {
            themes = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// Loads the configuration file at `url` (missing file: defaults).
    public static func load(from url: URL) throws(ConfigurationError) -> AppConfiguration {
        let file: ConfigurationFile
        do {
            file = try ConfigurationFile.load(from: url)
        } catch let error as ConfigurationFile.SyntaxError {
            throw .syntax(error.description)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        let configuration = try AppConfiguration(file: file, path: url.path)
        // The PIN hash is a secret, as the address services' keys in providers.conf are: a
        // hash others can read can be guessed at offline, away from the kiosk's lockout.
        // So is a password in the team server's address.
        let secret =
            configuration.adminPIN != nil
            ? "the admin PIN's hash"
            : configuration.syncServer.map { ServerAddress($0).redacted != $0 } == true ? "the team server's password" : nil
        if let secret, let permissions = Self.permissions(of: url), permissions & 0o077 != 0 {
            throw .readableByOthers(path: url.path, permissions: permissions, secret: secret)
        }
        return configuration
    }

    private static func permissions(of url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o777)
    }
}
