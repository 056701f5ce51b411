import Foundation

extension ImportError: CustomStringConvertible, LocalizedError {
    /// "FILE:LINE: what is wrong; nothing was imported".
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the file: \(reason); nothing was imported"
        case let .notUTF8(path, line):
            // Excel's plain "CSV (Comma delimited)" is in the system's legacy code page: say
            // which of its choices is UTF-8, rather than guess the code page.
            return "\(path):\(line): not UTF-8 text; nothing was imported (a spreadsheet saves UTF-8 as "
                + "Excel's 'CSV UTF-8', or LibreOffice's Text CSV with the character set 'Unicode (UTF-8)')"
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
