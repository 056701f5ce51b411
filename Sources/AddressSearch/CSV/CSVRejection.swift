/// A CSV row that was skipped, with the file, the line where it starts and why.
public struct CSVRejection: Hashable, Sendable, CustomStringConvertible {
    /// The CSV file.
    public var path: String
    /// The line where the row starts.
    public var line: Int
    /// What was wrong, and what was expected.
    public var reason: String

    /// A rejection.
    public init(path: String, line: Int, reason: String) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// `path:line: reason`.
    public var description: String { "\(path):\(line): \(reason)" }
}
