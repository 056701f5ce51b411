/// Why a keyboard layout file could not be read: the file, the line and column, and the
/// problem, as an editor shows them (`de.json:7:12: a key's "alternates" repeats "ü"`).
public struct KeyboardLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name (or path) as the reader was given it.
    public let file: String
    public let line: Int
    public let column: Int
    /// What is wrong there, and what was expected.
    public let problem: String

    public var description: String { "\(file):\(line):\(column): \(problem)" }
}
