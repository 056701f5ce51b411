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
        ["a", "bujo"], ["pf"],
    ]

    /// Phrases that count only when a number follows them, because the words are common.
    static let needsNumber: Set<[String]> = [["bp"], ["b", "p"], ["cp"], ["pl"], ["pf"], ["box", "number"]]

    /// Whether `street` looks like a P.O. box.
    public static func isPOBox(_ street: String) -> Bool {
        let folded = street.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var words: [String] = []
        var current = ""
        for character in folded {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        for start in words.indices {
            for phrase in phrases where words[start...].starts(with: phrase) {
                let end = start + phrase.count
                if needsNumber.contains(phrase) {
                    if end < words.count, words[end].first?.isNumber == true { return true }
                } else {
                    return true
                }
            }
        }
        return false
    }
}
