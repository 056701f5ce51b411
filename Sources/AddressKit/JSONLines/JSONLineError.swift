import Foundation

// i18n: file never shown (the command line's JSON Lines input errors)

/// Why one line of a JSON Lines input is not an address object; names the line and the problem.
public struct JSONLineError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The 1-based line number in the input.
    public let line: Int
    /// What was wrong (never the line's content, which is personal data).
    public let reason: String

    /// "line 3: expected a JSON object, ..."
    public var description: String { "line \(line): \(reason)" }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
