import ArgumentParser
import Foundation

/// A reason printed on stderr before `amount` exits with status 1.
struct AmountCommandFailure: Error, CustomStringConvertible {
    /// The reason.
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Prints the reason and returns the exit code to throw.
    static func exit(_ command: String, _ reason: String) -> ExitCode {
        FileHandle.standardError.write(Data("entrydesk amount \(command): \(reason)\n".utf8))
        return ExitCode(1)
    }
}
