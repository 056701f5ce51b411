import AddressSearch
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

    /// Why the GUI cannot start, said before any window opens.
    public enum StartupError: Error, CustomStringConvertible {
        case configuration(ConfigurationError)
        case kioskWithoutPIN(configPath: String)

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
        let settings = AppSettings(configurationURL: url, configuration: configuration, options: options)
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
        switch name {
        case "smarty" where remoteAllowed: return try ProviderConfiguration.load().smarty()
        case "photon" where remoteAllowed: return try ProviderConfiguration.load().photon()
        default:
            // Opened again when rebuilt or replaced while the app runs, instead of read cut short.
            return try ReopeningAddressIndex(path: options.indexPath ?? configuration.indexPath ?? LocalAddressIndex.bundledSamplePath)
        }
    }
}
