/// The on-disk layout of an address index (`.edidx`), version 1. All integers little endian.
///
/// ```
/// 0    magic "EDADDRIX" (8 bytes)
/// 8    version UInt32, header size UInt32 (256)
/// 16   country code (4 bytes, ASCII, zero padded)
/// 20   rows, docs, units, terms, strings, postings, forward entries (7 x UInt32)
/// 48   section count UInt32 (9), reserved UInt32
/// 56   9 sections x (offset UInt64, length UInt64)
/// 200  body checksum UInt64 (FNV-1a 64 of every byte after the header)
/// 208  header checksum UInt64 (FNV-1a 64 of bytes 0..<208)
/// 216  zero padding up to 256
/// ```
/// Sections (8-byte aligned): string offsets (strings + 1 UInt32), string bytes (UTF-8 display
/// text), term offsets (terms + 1), term bytes (folded tokens, sorted bytewise), term posting
/// starts (terms + 1), postings (doc ids per term, ascending), docs (10 x UInt32 each), units
/// (string ids), forward (term ids per doc, ascending). Docs are sorted by street, number,
/// city: doc id order is the ranking tie-breaker.
enum IndexFileLayout {
    static let magic: [UInt8] = Array("EDADDRIX".utf8)
    static let version: UInt32 = 1
    static let headerSize = 256
    static let sectionCount = 9
    static let sectionTableOffset = 56
    static let bodyChecksumOffset = 200
    static let headerChecksumOffset = 208
    static let docFields = 10

    /// Section numbers, in file order.
    enum Section: Int, CaseIterable {
        case stringOffsets, stringBytes, termOffsets, termBytes, termPostingStarts, postings, docs, units, forward

        var name: String {
            switch self {
            case .stringOffsets: return "string offsets"
            case .stringBytes: return "string bytes"
            case .termOffsets: return "term offsets"
            case .termBytes: return "term bytes"
            case .termPostingStarts: return "term posting starts"
            case .postings: return "postings"
            case .docs: return "address records"
            case .units: return "units"
            case .forward: return "forward term lists"
            }
        }
    }

    /// Doc record fields (UInt32 each).
    enum DocField: Int {
        case number, street, city, region, postcode, numberValue, unitStart, unitCount, forwardStart, forwardCount
    }

    /// FNV-1a 64-bit: cheap, dependency-free, good enough to catch bit rot and truncation.
    static func fnv1a(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
