import ArgumentParser
import EntryDesk
import Foundation

/// The `entrydesk` command: no subcommand launches the GUI; subcommands are the CLI tools.
@main
struct EntryDeskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entrydesk",
        abstract: "Enter postal addresses and payment amounts.",
        discussion: "Without a subcommand, opens the EntryDesk window.",
        version: AppIdentity.version,
        subcommands: [
            GalleryCommand.self,
            TokensCommand.self,
            ValidateCommand.self,
            FormatCommand.self,
            IndexCommand.self,
            SuggestCommand.self,
            AmountCommand.self,
            ExportCommand.self,
            ImportCommand.self,
            KioskCommand.self,
        ]
    )

    @Option(name: .customLong("theme"), help: "A theme name (light, dark, high-contrast, kiosk) or a token file; repeat to overlay.")
    var themes: [String] = []

    @Flag(help: "Run in its own process instead of raising an open EntryDesk window.")
    var separateInstance = false

    @Option(help: "The SQLite database (default: ENTRYDESK_DATABASE, else $XDG_DATA_HOME/entrydesk/entries.sqlite3).")
    var database: String?

    @Option(help: "A local address index built with `entrydesk index build` (default: the bundled sample).")
    var index: String?

    @Option(help: "The address service: local, smarty or photon (keys from the environment or providers.conf).")
    var provider: String?

    @Flag(help: "Run as a self-service kiosk: fullscreen, touch-sized, leaving needs the admin PIN.")
    var kiosk = false

    @Option(help: "Kiosk: seconds without input before the screen warns and resets (default 90).")
    var idleTimeout: Int?

    func validate() throws {
        if let provider, !["local", "smarty", "photon"].contains(provider) {
            throw ValidationError("--provider must be local, smarty or photon, not \(provider).")
        }
        if let idleTimeout, !(3...86_400).contains(idleTimeout) {
            throw ValidationError("--idle-timeout must be between 3 and 86400 seconds, not \(idleTimeout).")
        }
    }

    func run() throws {
        let options = LaunchOptions(themes: themes, separateInstance: separateInstance || kiosk, databasePath: database,
                                    indexPath: index, provider: provider, kiosk: kiosk, idleTimeoutSeconds: idleTimeout)
        let settings: AppSettings
        do {
            settings = try AppSettings.load(options: options)
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let status = MainActor.assumeIsolated { EntryDeskApplication(settings: settings).run() }
        if status != 0 { throw ExitCode(status) }
    }
}
