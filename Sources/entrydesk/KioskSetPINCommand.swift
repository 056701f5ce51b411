import ArgumentParser
import EntryDesk
import Foundation

/// `entrydesk kiosk set-pin`: asks for the admin PIN twice and stores its salted hash.
struct KioskSetPINCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-pin",
        abstract: "Set the admin PIN that leaves kiosk mode (4 to 12 digits).",
        discussion: "On a terminal the PIN is asked twice without echo; otherwise two lines are read from standard input."
    )

    func run() throws {
        let interactive = isatty(STDIN_FILENO) != 0
        let first = try read(prompt: "New admin PIN: ", interactive: interactive)
        let second = try read(prompt: "The same PIN again: ", interactive: interactive)
        let url = AppConfiguration.defaultFileURL()
        do {
            try KioskPINSetup.setPIN(first, confirmation: second, configurationURL: url)
        } catch {
            throw CommandFailure.exit(error.description)
        }
        print("The admin PIN is set (stored as a salted hash in \(url.path)).")
    }

    private func read(prompt: String, interactive: Bool) throws -> String {
        if interactive {
            FileHandle.standardError.write(Data(prompt.utf8))
            let line = TerminalEcho.withEchoOff { readLine(strippingNewline: true) }
            FileHandle.standardError.write(Data("\n".utf8))
            guard let line else { throw CommandFailure.exit("No PIN was typed.") }
            return line
        }
        guard let line = readLine(strippingNewline: true) else {
            throw CommandFailure.exit("Expected the PIN twice on standard input, one per line.")
        }
        return line.trimmingCharacters(in: .whitespaces)
    }
}

/// Turns the terminal's echo off while a secret is typed.
enum TerminalEcho {
    static func withEchoOff<T>(_ body: () -> T) -> T {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return body() }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        return body()
    }
}
