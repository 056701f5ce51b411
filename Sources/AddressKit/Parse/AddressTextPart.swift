import Foundation

/// One comma-, dash- or line-separated piece of a pasted address, split into words.
struct AddressTextPart: Hashable, Sendable {
    var words: [String]

    var text: String { words.joined(separator: " ") }
    var isEmpty: Bool { words.isEmpty }
    var hasDigits: Bool { words.contains { $0.contains(where: \.isNumber) } }

    /// Splits a pasted text into parts: NFKC first (full-width digits, ideographic spaces), the
    /// postal mark 〒 dropped, then lines, commas, semicolons, " - " (Brazil's separator) and
    /// the marks people put between lines on one line: " / ", " | ", " · ", " • " (a slash
    /// without spaces stays: "Unit 5/12", "12/3").
    static func parts(of text: String) -> [AddressTextPart] {
        let folded = text.precomposedStringWithCompatibilityMapping
            .replacingOccurrences(of: "〒", with: " ")
            .replacingOccurrences(of: " - ", with: "\n")
            .replacingOccurrences(of: " – ", with: "\n")
            .replacingOccurrences(of: #"\s+[/|·•]\s+"#, with: "\n", options: .regularExpression)
        return folded.split(whereSeparator: { $0 == "\n" || $0 == "," || $0 == ";" || $0 == "\r" })
            .map { AddressTextPart(words: $0.split(whereSeparator: \.isWhitespace).map(String.init)) }
            .filter { !$0.isEmpty }
    }

    /// A word as compared with the data: lower case, without surrounding punctuation.
    static func key(_ word: String) -> String {
        word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".,;:()"))
    }
}
