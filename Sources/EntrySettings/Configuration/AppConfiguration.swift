// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import Foundation
import TeamServer

/// EntryDesk's settings, from the configuration file with command-line overrides on top. Each
/// is declared in `Settings`, with its key, default and the values it takes.
public struct AppConfiguration: Equatable, Sendable {
    /// Whether to show an on-screen keyboard for text fields in kiosk mode.
    public enum OnScreenKeyboard: String, CaseIterable, Sendable, Equatable {
        case automatic = "auto", always, never
    }

    /// Whether the kiosk speaks: `ask` shows and says how a visitor starts speech (touch and
    /// hold, or F1), `on` starts it with the kiosk, `off` never offers it.
    public enum KioskSpeech: String, CaseIterable, Sendable, Equatable {
        case ask, on, off
    }

    /// Run as a kiosk.
    public var kioskEnabled = Settings.kioskEnabled.defaultValue
    /// The admin PIN, if one is set.
    public var adminPIN = Settings.adminPIN.defaultValue
    /// Seconds without input before the kiosk warns and resets.
    public var idleTimeoutSeconds = Settings.idleTimeout.defaultValue
    /// Whether the kiosk may send what people type to a remote address service.
    public var kioskAllowsRemoteProvider = Settings.kioskAllowsRemoteProvider.defaultValue
    /// When the kiosk shows its on-screen keyboard.
    public var onScreenKeyboard = Settings.onScreenKeyboard.defaultValue
    /// When the kiosk's screen reader (Orca) speaks.
    public var kioskScreenReader = Settings.kioskScreenReader.defaultValue
    /// `[entry] auto-advance`: a whole postcode or amount moves focus on by itself (desk).
    public var autoAdvance = Settings.autoAdvance.defaultValue
    /// `[kiosk] auto-advance`: the same at a kiosk (off unless the kiosk asks for it).
    public var kioskAutoAdvance = Settings.kioskAutoAdvance.defaultValue
    /// `[entry] duplicate-days`: saving an entry that matches one saved in this many days asks
    /// first (0: never asks).
    public var duplicateDays = Settings.duplicateDays.defaultValue
    /// `[desk] sign-in`: the desk asks the operator's ID at start, for each entry's history.
    public var operatorSignIn = Settings.operatorSignIn.defaultValue
    /// `[desk] sign-in-pin`: the sign-in asks the operator's PIN too (`entrydesk operator set-pin`).
    public var operatorPIN = Settings.operatorPIN.defaultValue
    /// `[statistics] pause-seconds`: a gap between two keys this long is a pause, left out of
    /// an operator's keying time.
    public var keystrokePauseSeconds = Settings.keystrokePause.defaultValue
    /// `[entry] carry-over = city, state, postcode, currency`: kept from one entry to the next.
    public var carryOver = Settings.carryOver.defaultValue
    /// `[entry] carry-over-from-fixes`: an old entry fixed and saved is kept from too (by default
    /// only entries saved as new are: fixing last week's slip says nothing of the next one).
    public var carryOverFromFixes = Settings.carryOverFromFixes.defaultValue
    /// `[entry] form = FILE`: the office's form file (a relative path is read from the
    /// configuration file's folder); nil: `--form`, else the default location, else built in.
    public var formPath = Settings.form.defaultValue
    /// The address provider.
    public var provider = Settings.provider.defaultValue
    /// The local address index file (nil: the bundled sample).
    public var indexPath = Settings.index.defaultValue
    /// Theme names or files.
    public var themes = Settings.theme.defaultValue
    /// Negatives and plausibility limits, for the window and `entrydesk import` alike.
    public var amounts = AmountRules()
    /// The currencies the kiosk offers (ISO 4217 codes, in the order given); nil: every
    /// currency people pay with (no funds, no units such as gold or SDR).
    public var kioskCurrencies = Settings.kioskCurrencies.defaultValue
    /// The countries the kiosk's address form offers (ISO 3166-1 alpha-2 codes); nil: all.
    public var kioskCountries = Settings.kioskCountries.defaultValue
    /// The team server (`[sync] server`): a PostgreSQL connection URI or libpq key words;
    /// nil: entries stay on this machine.
    public var syncServer = Settings.server.defaultValue

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
        func read<Value>(_ setting: Setting<Value>) throws(ConfigurationError) -> Value {
            guard let found = file.setting(setting.key, in: setting.section) else { return setting.defaultValue }
            guard let value = setting.value(found.value) else {
                throw .invalid(
                    path: path, line: found.line, key: setting.name, value: setting.isSecret ? "(hidden)" : found.value,
                    expected: setting.expected)
            }
            return value
        }
        /// A list of codes, each one known.
        func knownCodes(_ setting: Setting<[String]?>, letters: Int, known: (String) -> Bool) throws(ConfigurationError) -> [String]? {
            guard let codes = try read(setting) else { return nil }
            let unknown = codes.first { code in !(code.count == letters && code.allSatisfy { $0.isASCII && $0.isLetter } && known(code)) }
            if let unknown, let found = file.setting(setting.key, in: setting.section) {
                throw .invalid(
                    path: path, line: found.line, key: setting.name, value: found.value,
                    expected: "\(setting.expected) (\(unknown) is not one)")
            }
            return codes
        }
        kioskEnabled = try read(Settings.kioskEnabled)
        kioskAllowsRemoteProvider = try read(Settings.kioskAllowsRemoteProvider)
        kioskScreenReader = try read(Settings.kioskScreenReader)
        autoAdvance = try read(Settings.autoAdvance)
        kioskAutoAdvance = try read(Settings.kioskAutoAdvance)
        operatorSignIn = try read(Settings.operatorSignIn)
        operatorPIN = try read(Settings.operatorPIN)
        carryOverFromFixes = try read(Settings.carryOverFromFixes)
        carryOver = try read(Settings.carryOver)
        duplicateDays = try read(Settings.duplicateDays)
        keystrokePauseSeconds = try read(Settings.keystrokePause)
        idleTimeoutSeconds = try read(Settings.idleTimeout)
        onScreenKeyboard = try read(Settings.onScreenKeyboard)
        adminPIN = try read(Settings.adminPIN)
        provider = try read(Settings.provider)
        amounts.allowsNegative = try read(Settings.allowNegative)
        amounts.confirmAbove = try read(Settings.confirmAbove)
        amounts.confirmAboveByCurrency = try read(Settings.confirmAbovePerCurrency)
        indexPath = try read(Settings.index)
        formPath = try read(Settings.form).map { value in
            let expanded = (value as NSString).expandingTildeInPath
            return expanded.hasPrefix("/")
                ? expanded : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(expanded)
        }
        syncServer = try read(Settings.server)
        kioskCurrencies = try knownCodes(Settings.kioskCurrencies, letters: 3, known: codes.isCurrency)
        kioskCountries = try knownCodes(Settings.kioskCountries, letters: 2, known: codes.isCountry)
        themes = try read(Settings.theme)
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
