/// Where something sits in a token file: the file as it was named, and a 1-based line and column.
public struct SourceLocation: Sendable, Hashable {
    /// The file's path as it was given to the loader (so the user recognises it).
    public let file: String
    /// 1-based line number.
    public let line: Int
    /// 1-based column, counted in Unicode scalars.
    public let column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
