/// `AddressTextFolder.fold` of the Latin letters (below U+0250), looked up instead of asked of
/// Foundation for every text. A pulled entry's duplicate key folds its name, street and city:
/// for the 100,000 sample entries of `entrydesk-bench sync` (names like "Jürgen Müller") that
/// took 0.32 s through Foundation and takes 0.12 s with the table (release build, 2 cores).
///
/// The table is Foundation's own answer for each scalar, asked once. It is used only for texts
/// whose every scalar is ASCII or folds to ASCII: below U+0250 there are no combining marks, so
/// each scalar is a character of its own and folds alone; anything else (Greek, CJK, a combining
/// accent, a letter that stays non-ASCII like µ) goes through Foundation as before.
/// `LatinFoldingTests` holds the two ways to the same tokens. (EntryStore's `SearchBacklogMatch`
/// has a table of its own on purpose: it folds as SQLite's unicode61 does, which keeps ß as it is.)
enum LatinFolding {
    /// The text's folded bytes (ASCII, not yet lower-cased), or nil when the table cannot fold it.
    static func asciiFolded(_ text: String) -> [UInt8]? {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                folded.append(UInt8(scalar.value))
            } else if scalar.value < end, let ascii = table[Int(scalar.value) - 0x80] {
                folded.append(contentsOf: ascii)
            } else {
                return nil
            }
        }
        return folded
    }

    /// Past the last scalar in the table: Latin Extended-B ends at U+024F.
    static let end: UInt32 = 0x250

    /// For each scalar from U+0080 to U+024F: its fold when that is ASCII, else nil.
    private static let table: [[UInt8]?] = (0x80..<end).map { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let folded = AddressTextFolder.fold(String(scalar))
        return folded.utf8.allSatisfy({ $0 < 0x80 }) ? Array(folded.utf8) : nil
    }
}
