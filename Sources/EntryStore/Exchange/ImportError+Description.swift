import Foundation

extension ImportError: CustomStringConvertible, LocalizedError {
    /// "FILE:LINE: what is wrong; nothing was imported".
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the file: \(reason); nothing was imported"
        case let .notUTF8(path, line):
            return "\(path):\(line): not UTF-8 text; nothing was imported"
        case let .brokenCSV(path, line, reason):
            return "\(path):\(line): broken CSV: \(reason); nothing was imported"
        case let .brokenJSON(path, line, column, reason):
            return "\(path):\(line):\(column): broken JSON: \(reason); nothing was imported"
        case let .badHeader(path, reason):
            return "\(path):1: bad CSV header: \(reason); nothing was imported"
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
