import Foundation

/// Excel's "Unicode Text" is UTF-16 (little-endian, with a byte order mark), tab-separated:
/// such a file is read as the UTF-8 it says, the rest of the import unchanged.
enum UTF16Transcoding {
    /// `bytes` as UTF-8 when they start with a UTF-16 byte order mark (the mark kept, as UTF-8),
    /// else unchanged; nil when they start with one but are not UTF-16.
    static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
        // Foundation reads the byte order from the mark and keeps it as U+FEFF, which the CSV
        // scanner skips.
        guard bytes.count % 2 == 0, let text = String(data: Data(bytes), encoding: .utf16) else { return nil }
        return Array(text.utf8)
    }
}
