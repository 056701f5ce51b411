/// Why a whole import file was refused; nothing was written.
public enum ImportError: Error, Hashable, Sendable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not UTF-8 text (the line of the first bad byte).
    case notUTF8(path: String, line: Int)
    /// CSV syntax is broken (quoting) at this line.
    case brokenCSV(path: String, line: Int, reason: String)
    /// A JSON Lines line is not a JSON object.
    case brokenJSON(path: String, line: Int, column: Int, reason: String)
    /// The CSV header row names unknown or repeated columns.
    case badHeader(path: String, reason: String)
}
