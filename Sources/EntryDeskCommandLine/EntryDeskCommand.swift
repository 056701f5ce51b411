import ArgumentParser
import EntryCommands
import EntryDesk
import Foundation

/// The `entrydesk` command: no subcommand launches the GUI; subcommands are the CLI tools
/// (EntryCommands), beside the two that open windows.
@main
struct EntryDeskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entrydesk",
        abstract: "Enter postal addresses and payment amounts.",
        discussion: "Without a subcommand, opens the EntryDesk window.",
        version: AppIdentity.version,
        subcommands: [OpenCommand.self, GalleryCommand.self] + EntryCommands.subcommands,
        defaultSubcommand: OpenCommand.self
    )

    static func main() {
        StartupTrace.mark("main")
        if let unknown = unknownCommand(in: CommandLine.arguments.dropFirst()) {
            // Without this, `entrydesk foo` reached the default command (open) and answered
            // with its usage, as if "foo" were a wrong option of the window.
            let names = configuration.subcommands.compactMap { $0.configuration.commandName }
            FileHandle.standardError.write(
                Data(
                    """
                    entrydesk: '\(unknown)' is not a command. The commands are: \(names.joined(separator: ", ")).
                    Run 'entrydesk --help' for what each does; 'entrydesk' alone opens the window.

                    """.utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        main(nil)
    }

    /// The first argument when it is a word (not an option) that names no subcommand: the
    /// window's own command takes no such argument, so it can only be a mistyped command.
    static func unknownCommand(in arguments: ArraySlice<String>) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        return names.contains(first) ? nil : first
    }
}
