import Foundation

/// The file formats entries are exported to and imported from.
public enum EntryFileFormat: String, CaseIterable, Hashable, Sendable {
    /// RFC 4180 CSV with a header row of `EntryField` column names, CRLF line ends.
    case csv
    /// JSON Lines: one object per line with `EntryField` keys in column order.
    case jsonl

    /// The usual file name extension.
    public var fileExtension: String { rawValue }

    /// The format a file name's extension names (.csv; .jsonl, .ndjson, .json), or nil.
    public init?(fileExtensionOf url: URL) {
        self.init(fileExtension: url.pathExtension, readingJSON: true)
    }

    /// The format an export to this file name is written in: .csv, or .jsonl and .ndjson; nil
    /// for any other name (.json promises one JSON document, which JSON Lines is not).
    public init?(exportFileExtensionOf url: URL) {
        self.init(fileExtension: url.pathExtension, readingJSON: false)
    }

    private init?(fileExtension: String, readingJSON: Bool) {
        switch fileExtension.lowercased() {
        case "csv": self = .csv
        case "jsonl", "ndjson": self = .jsonl
        case "json" where readingJSON: self = .jsonl
        default: return nil
        }
    }

    /// The format of file contents: JSON Lines when the first non-blank byte is `{`, else CSV.
    public init(sniffing bytes: some Sequence<UInt8>) {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        let first = bytes.first { !whitespace.contains($0) }
        self = first == UInt8(ascii: "{") ? .jsonl : .csv
    }
}
