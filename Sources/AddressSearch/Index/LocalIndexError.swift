/// Why an address index file could not be built, opened or read.
public enum LocalIndexError: Error, Hashable, Sendable {
    /// The file could not be opened, read or written; `detail` is the system's reason.
    case io(path: String, detail: String)
    /// The file is not an EntryDesk address index (wrong magic bytes).
    case notAnIndex(path: String)
    /// The file was written by an index format this build does not read.
    case unsupportedVersion(path: String, found: UInt32, expected: UInt32)
    /// The file is shorter than its header says: it was cut off while copying or writing.
    case truncated(path: String, detail: String)
    /// A checksum or an offset inside the file is wrong; `detail` names the section and value.
    case corrupt(path: String, detail: String)
    /// The file was replaced, rewritten or cut short while in use: what it said before can no
    /// longer be read, and it must be opened again.
    case changedInUse(path: String)
    /// A CSV input cannot be indexed at all (no header, required columns missing).
    case unusableCSV(path: String, detail: String)
    /// Building an index found no valid row in any input: how many rows were rejected, and
    /// the first of them with their file, line and reason.
    case empty(rowsRejected: Int, rejections: [CSVRejection])
}

extension LocalIndexError: CustomStringConvertible {
    /// A sentence that names the file and what is wrong with it.
    public var description: String {
        switch self {
        case let .io(path, detail):
            return "\(path): \(detail)"
        case let .notAnIndex(path):
            return
                "\(path): not an EntryDesk address index (the file does not start with the index magic bytes); build one with `entrydesk index build`."
        case let .unsupportedVersion(path, found, expected):
            return "\(path): index format version \(found), this build reads version \(expected); rebuild it with `entrydesk index build`."
        case let .truncated(path, detail):
            return "\(path): truncated index file: \(detail); rebuild it with `entrydesk index build`."
        case let .corrupt(path, detail):
            return "\(path): corrupt index file: \(detail); rebuild it with `entrydesk index build`."
        case let .changedInUse(path):
            return
                "\(path): the address index changed on disk while in use (replaced, rewritten or cut short); suggestions stop until it opens again."
        case let .unusableCSV(path, detail):
            return "\(path): \(detail)"
        case let .empty(rowsRejected, rejections):
            let lines =
                ["no address to index: \(rowsRejected) row(s) rejected, none valid"]
                + CSVRejection.listing(rejections, total: rowsRejected)
            return lines.joined(separator: "\n")
        }
    }
}
