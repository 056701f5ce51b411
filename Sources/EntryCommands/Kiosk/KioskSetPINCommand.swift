import ArgumentParser
import EntrySettings
import Foundation

/// `entrydesk kiosk set-pin`: asks for the admin PIN twice and stores its salted hash.
struct KioskSetPINCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-pin",
        abstract: "Set the admin PIN that leaves kiosk mode (4 to 12 digits).",
        discussion: "On a terminal the PIN is asked twice without echo; otherwise two lines are read from standard input."
    )

    func run() throws {
        let (first, second) = try PINPrompt.twice(prompt: "New admin PIN: ")
        let url = AppConfiguration.defaultFileURL()
        do {
            try KioskPINSetup.setPIN(first, confirmation: second, configurationURL: url)
        } catch {
            throw CommandFailure.exit(error.description)
        }
        print("The admin PIN is set (stored as a salted hash in \(url.path)).")
    }
}
