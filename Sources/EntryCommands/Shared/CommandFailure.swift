import ArgumentParser
import Foundation

/// A command that could not do its work for a reason other than how it was called (a file
/// that cannot be read, a PIN too easy to guess): said on standard error as "entrydesk:
/// MESSAGE", exit status 2, without the usage text. ArgumentParser's `ValidationError` keeps
/// the usage text for what it is for: options and arguments given wrong.
enum CommandFailure {
    /// Says `message` and returns the exit to throw.
    static func exit(_ message: String, status: Int32 = 2) -> ExitCode {
        FileHandle.standardError.write(Data("entrydesk: \(message)\n".utf8))
        return ExitCode(status)
    }
}
