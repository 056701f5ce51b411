import ArgumentParser
import DesignTokens
import EntryCommands
import EntryDesk
import EntrySettings
import Foundation

/// `entrydesk [open]`: opens the EntryDesk window (the default when no subcommand is given).
///
/// A subcommand of its own, not options of the root command: the root's options would also
/// capture the `--theme` of `entrydesk tokens css --theme dark`.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the EntryDesk window (what `entrydesk` does without a subcommand)."
    )

    @Option(name: .customLong("theme"), help: "A theme name (light, dark, high-contrast, kiosk) or a token file; repeat to overlay.")
    var themes: [String] = []

    @Flag(help: "Run in its own process instead of raising an open EntryDesk window.")
    var separateInstance = false

    @Option(help: "The SQLite database (default: ENTRYDESK_DATABASE, else $XDG_DATA_HOME/entrydesk/entries.sqlite3).")
    var database: String?

    @Option(help: "A local address index built with `entrydesk index build` (default: the bundled sample).")
    var index: String?

    @Option(help: Settings.provider.optionHelp("The address service, its keys from the environment or providers.conf"))
    var provider: String?

    @Flag(help: "Run as a self-service kiosk: fullscreen, touch-sized, leaving needs the admin PIN.")
    var kiosk = false

    @Option(help: Settings.idleTimeout.optionHelp("Kiosk: seconds without input before the screen warns and resets"))
    var idleTimeout: String?

    @OptionGroup var server: ServerOption

    @OptionGroup var form: FormOption

    func validate() throws {
        // A misspelt theme is an error here, not a window in the default theme with a banner.
        for theme in themes
        where ThemeName(rawValue: theme) == nil
            && !FileManager.default.fileExists(atPath: (theme as NSString).expandingTildeInPath)
        {
            throw ValidationError("--theme \(TokenError.unknownTheme(name: theme, available: ThemeName.allCases.map(\.rawValue)))")
        }
        // Read as the configuration file reads them: the same values, the same words for a wrong one.
        _ = try Settings.provider.optionValue(provider, of: "--provider")
        _ = try Settings.idleTimeout.optionValue(idleTimeout, of: "--idle-timeout")
    }

    func run() throws {
        StartupTrace.mark("arguments")
        WindowLanguage.activate()
        // A kiosk claims the application ID like the desk: launching EntryDesk again from the
        // terminal's menu raises the kiosk instead of opening a desk with every saved entry.
        let options = LaunchOptions(
            themes: themes, separateInstance: separateInstance, databasePath: database,
            indexPath: index, provider: try Settings.provider.optionValue(provider, of: "--provider"), kiosk: kiosk,
            idleTimeoutSeconds: try Settings.idleTimeout.optionValue(idleTimeout, of: "--idle-timeout"),
            server: server.server, formPath: form.path)
        // A password in --server must not stay readable in `ps` while the window runs.
        ArgumentPasswords.hide()
        let settings: AppSettings
        do {
            settings = try AppSettings.load(options: options)
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            // Kiosk without a PIN must not open anything; a broken configuration file is shown
            // in a window too, for a desk launched from the menu with no terminal to read.
            if error.isShownInAWindow, !kiosk,
                ProcessInfo.processInfo.environment["DISPLAY"] != nil
                    || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil
            {
                throw ExitCode(MainActor.assumeIsolated { EntryDeskApplication.showStartupError(error.description) })
            }
            throw ExitCode(2)
        }
        StartupTrace.mark("settings")
        let status = MainActor.assumeIsolated { EntryDeskApplication(settings: settings).run() }
        if status != 0 { throw ExitCode(status) }
    }
}
