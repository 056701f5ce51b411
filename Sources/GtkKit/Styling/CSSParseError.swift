/// A CSS error reported by GTK's parser, with its position (1-based line and column).
public struct CSSParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the error, counting from 1.
    public let line: Int
    /// The column of the error, counting from 1.
    public let column: Int
    /// GTK's message.
    public let message: String
    /// Where the CSS came from (a file name or "theme").
    public let source: String

    /// An error at a position.
    public init(line: Int, column: Int, message: String, source: String) {
        self.line = line
        self.column = column
        self.message = message
        self.source = source
    }

    public var description: String { "\(source):\(line):\(column): \(message)" }
}
