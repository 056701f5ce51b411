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
            OpenCommand.self,
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
            ServerCommand.self,
            SyncCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )

    static func main() {
        StartupTrace.mark("main")
        main(nil)
    }
}
