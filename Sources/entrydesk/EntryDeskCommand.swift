import ArgumentParser

/// The `entrydesk` command: no subcommand launches the GUI; subcommands are the CLI tools.
@main
struct EntryDeskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entrydesk",
        abstract: "Enter postal addresses and payment amounts.",
        version: "0.1.0",
        subcommands: [ExportCommand.self, ImportCommand.self]
    )

    func run() throws {
        print("EntryDesk GUI comes with the foundation.")
    }
}
