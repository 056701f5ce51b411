import Foundation

/// Recognises post-office-box street addresses ("P.O. Box 12", "Postfach 10 01", "BP 45",
/// "Apartado 3", "Caixa Postal 9", ...) in several languages.
public enum POBoxDetector {
    /// Word sequences that name a P.O. box, after lower-casing, removing diacritics and turning
    /// punctuation into spaces ("P.O. Box" becomes "p o box").
    static let phrases: [[String]] = [
        ["po", "box"], ["p", "o", "box"], ["pob"], ["pobox"], ["post", "office", "box"],
        ["post", "box"], ["postbox"], ["gpo", "box"], ["g", "p", "o", "box"], ["box", "number"],
        ["locked", "bag"], ["private", "bag"], ["postfach"], ["postbus"], ["postboks"],
        ["postbox"], ["boite", "postale"], ["bp"], ["b", "p"], ["case", "postale"], ["cp"],
        ["casella", "postale"], ["apartado"], ["apartado", "postal"], ["apdo"], ["caixa", "postal"],
        ["cx", "postal"], ["casilla"], ["postilokero"], ["pl"], ["skrytka", "pocztowa"],
        ["a", "bujo"], ["pf"]
    ]

    /// Phrases that count only when a number follows them, because the words are common.
    static let needsNumber: Set<[String]> = [["bp"], ["b", "p"], ["cp"], ["pl"], ["pf"], ["box", "number"]]

    /// The phrases as UTF-8 bytes, for comparing words without building strings.
    static let phraseBytes: [(words: [[UInt8]], needsNumber: Bool)] = phrases.map { phrase in
        (phrase.map { Array($0.utf8) }, needsNumber.contains(phrase))
    }

    /// Whether `street` looks like a P.O. box.
    public static func isPOBox(_ street: String) -> Bool {
        // ASCII text (most streets) needs no diacritic folding, which is costly in Foundation.
        let folded =
            street.utf8.allSatisfy { $0 < 0x80 }
            ? street
            : street.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.utf8.count)
        var words: [Range<Int>] = []
        var wordStart: Int?
        // Words are runs of letters and digits; non-ASCII letters stay in words as their bytes.
        for byte in folded.utf8 {
            let lower = (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
            let isWordByte = (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) || lower >= 0x80
            if isWordByte {
                if wordStart == nil { wordStart = bytes.count }
            } else if let start = wordStart {
                words.append(start..<bytes.count)
                wordStart = nil
            }
            bytes.append(lower)
        }
        if let start = wordStart { words.append(start..<bytes.count) }
        for start in words.indices {
            for (phrase, numbered) in phraseBytes where start + phrase.count <= words.count {
                var matches = true
                for (offset, word) in phrase.enumerated() where !bytes[words[start + offset]].elementsEqual(word) {
                    matches = false
                    break
                }
                guard matches else { continue }
                if !numbered { return true }
                let next = start + phrase.count
                if next < words.count, let first = bytes[words[next]].first, first >= 0x30, first <= 0x39 {
                    return true
                }
            }
        }
        return false
    }
}
