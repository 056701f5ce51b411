import ArgumentParser
import EntryDesk

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
        ]
    )

    @Option(name: .customLong("theme"), help: "A theme name (light, dark, high-contrast, kiosk) or a token file; repeat to overlay.")
    var themes: [String] = []

    @Flag(help: "Run in its own process instead of raising an open EntryDesk window.")
    var separateInstance = false

    func run() throws {
        let status = MainActor.assumeIsolated {
            EntryDeskApplication(options: LaunchOptions(themes: themes, separateInstance: separateInstance)).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
