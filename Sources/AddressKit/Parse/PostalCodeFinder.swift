import Foundation

/// Where a country's postcode stands among the parts of a pasted address.
struct PostalCodeMatch: Sendable {
    var part: Int
    var firstWord: Int
    var wordCount: Int
    var code: String
}

/// Finds a postcode by the country's pattern, from the end of the text backwards (a house
/// number earlier in the text may look like a postcode too).
enum PostalCodeFinder {
    static func find(in parts: [AddressTextPart], pattern: PostalCodePattern) -> PostalCodeMatch? {
        for partIndex in parts.indices.reversed() {
            let words = parts[partIndex].words
            for start in words.indices.reversed() {
                for count in [2, 1] where start + count <= words.count {
                    let candidate = words[start..<start + count].joined(separator: " ")
                        .trimmingCharacters(in: .init(charactersIn: ".,;"))
                    guard candidate.contains(where: \.isNumber), pattern.matches(candidate) else { continue }
                    // Opening the first of several parts, before more words, it is a house number
                    // ("1600 Amphitheatre Pkwy, Mountain View, CA" is no Australian 1600).
                    if partIndex == 0, start == 0, parts.count > 1, count < words.count { continue }
                    // A code glued to more text ("10117Berlin") is not a code.
                    return PostalCodeMatch(part: partIndex, firstWord: start, wordCount: count, code: candidate)
                }
            }
        }
        return nil
    }
}
