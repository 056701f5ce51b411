import ArgumentParser

/// `entrydesk kiosk`: kiosk administration.
struct KioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "Set up kiosk mode (run the kiosk itself with `entrydesk --kiosk`).",
        subcommands: [KioskSetPINCommand.self]
    )
}
