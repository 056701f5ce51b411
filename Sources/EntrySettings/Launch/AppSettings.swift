import AddressSearch
import EntryForm
import EntryStore
import Foundation
import Localization
import TeamServer

/// The settings the GUI runs with: the configuration file with the command line on top.
public struct AppSettings: Sendable {
    /// The configuration file that was read.
    public let configurationURL: URL
    /// Its settings.
    public let configuration: AppConfiguration
    /// The launch options.
    public let options: LaunchOptions
    /// Where the entry form comes from, and the form itself (read before any window opens: a
    /// form that cannot be used is said at start, not found field by field).
    public let formSource: FormSource
    public let form: FormDefinition

    /// Why the GUI cannot start, said before any window opens.
    public enum StartupError: Error, CustomStringConvertible {
        case configuration(ConfigurationError)
        case kioskWithoutPIN(configPath: String)
        case form(FormFileError)

        public var description: String {
            switch self {
            case .configuration(let error): LocalizedFormat.fill(tr("The configuration file cannot be used: %@"), "\(error)")
            case .kioskWithoutPIN(let path):
                // Translators: %1$@ is the command to run (keep it as it is), %2$@ the configuration file's path.
                LocalizedFormat.fill(
                    tr(
                        "Kiosk mode needs an admin PIN, so that only staff can leave it. Set one with\n    %1$@\n(it is stored as a salted hash in %2$@)."
                    ),
                    "entrydesk kiosk set-pin", path)  // i18n: not shown (a command)
            case .form(let error): LocalizedFormat.fill(tr("The form file cannot be used: %@"), "\(error)")
            }
        }

        /// Whether a desk launched from the menu (no terminal to read) shows the error in a
        /// window: a file the office got wrong, not a kiosk without its PIN.
        public var isShownInAWindow: Bool {
            switch self {
            case .configuration, .form: true
            case .kioskWithoutPIN: false
            }
        }
    }

    /// Reads the configuration file and checks the options against it.
    public static func load(
        options: LaunchOptions, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(StartupError) -> AppSettings {
        let url = AppConfiguration.defaultFileURL(environment: environment)
        let configuration: AppConfiguration
        do {
            configuration = try AppConfiguration.load(from: url)
        } catch {
            throw .configuration(error)
        }
        let source = configuration.formSource(option: options.formPath, environment: environment)
        let form: FormDefinition
        do {
            form = try configuration.form(from: source)
        } catch {
            throw .form(error)
        }
        let settings = AppSettings(configurationURL: url, configuration: configuration, options: options, formSource: source, form: form)
        if settings.isKiosk && configuration.adminPIN == nil { throw .kioskWithoutPIN(configPath: url.path) }
        return settings
    }

    /// Whether to run as a kiosk.
    public var isKiosk: Bool { options.kiosk || configuration.kioskEnabled }
    /// Themes to apply (the kiosk theme goes on top in kiosk mode).
    public var themes: [String] {
        let chosen = options.themes.isEmpty ? configuration.themes : options.themes
        return isKiosk && !chosen.contains("kiosk") ? (chosen.isEmpty ? ["light", "kiosk"] : chosen + ["kiosk"]) : chosen
    }
    /// The team server this machine syncs with (nil: none, entries stay here): `--server`,
    /// else ENTRYDESK_SERVER, else `[sync] server` in the configuration file.
    public func serverAddress(environment: [String: String] = ProcessInfo.processInfo.environment) -> ServerAddress? {
        ServerAddress.resolve(
            option: options.server, environment: environment["ENTRYDESK_SERVER"],
            configuration: configuration.syncServer)
    }
    /// Seconds without input before the kiosk resets.
    public var idleTimeoutSeconds: Int { options.idleTimeoutSeconds ?? configuration.idleTimeoutSeconds }
    /// The database file.
    public var databaseURL: URL {
        if let path = options.databasePath { return URL(fileURLWithPath: path) }
        return EntryStore.defaultDatabaseURL()
    }

    /// The address provider: the local index unless a remote one is configured, and in kiosk
    /// mode a remote one only when the configuration file allows it (people's addresses must
    /// not leave the terminal otherwise).
    public func makeAddressProvider() throws -> any AddressProvider {
        let name = options.provider ?? configuration.provider
        let remoteAllowed = !isKiosk || configuration.kioskAllowsRemoteProvider
        if name.isRemote, remoteAllowed, let remote = try name.remoteProvider(ProviderConfiguration.load()) { return remote }
        // Opened again when rebuilt or replaced while the app runs, instead of read cut short.
        return try ReopeningAddressIndex(path: options.indexPath ?? configuration.indexPath ?? LocalAddressIndex.bundledSamplePath)
    }
}
