import Foundation

/// A PIN typed twice: on a terminal without echo, after a prompt; otherwise two lines of standard
/// input (scripts, tests).
enum PINPrompt {
    static func twice(prompt: String) throws -> (String, String) {
        let interactive = isatty(STDIN_FILENO) != 0
        return (try read(prompt: prompt, interactive: interactive), try read(prompt: "The same PIN again: ", interactive: interactive))
    }

    private static func read(prompt: String, interactive: Bool) throws -> String {
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
