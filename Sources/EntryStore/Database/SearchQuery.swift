/// Turns what a person typed into a safe FTS5 query: every word becomes a quoted prefix term.
///
/// Operators (`AND`, `NEAR`, `-`, `*`, `^`, column filters) and quotes in the input lose their
/// meaning because words are split on anything but letters, digits and marks (as the
/// `unicode61` tokenizer does) and each word is quoted. Input is read lazily and capped, so a
/// megabyte of text costs no more than its first few thousand characters.
public struct SearchQuery: Hashable, Sendable {
    /// At most this many words are used.
    public static let maximumTerms = 16
    /// Words are cut to this many characters.
    public static let maximumTermLength = 64
    /// Only this many characters of the input are read.
    public static let maximumInputLength = 4096

    /// The words searched for, in order, lowercased.
    public let terms: [String]

    /// The query for `text`; an empty `terms` means "no filter".
    public init(_ text: String) {
        var terms: [String] = []
        var current = String.UnicodeScalarView()
        var currentLength = 0
        func flush() {
            if !current.isEmpty { terms.append(String(current).lowercased()) }
            current = String.UnicodeScalarView()
            currentLength = 0
        }
        for scalar in text.unicodeScalars.prefix(Self.maximumInputLength) {
            if terms.count >= Self.maximumTerms { break }
            if Self.isTokenScalar(scalar) {
                if currentLength < Self.maximumTermLength {
                    current.append(scalar)
                    currentLength += 1
                }
            } else {
                flush()
            }
        }
        if terms.count < Self.maximumTerms { flush() }
        self.terms = terms
    }

    /// Whether there is nothing to search for.
    public var isEmpty: Bool { terms.isEmpty }

    /// The FTS5 MATCH expression: `"word"*` terms joined by AND, or nil when empty.
    public var ftsPattern: String? {
        guard !terms.isEmpty else { return nil }
        return terms.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
            .joined(separator: " AND ")
    }

    /// Letters, digits, marks and private-use characters are part of words (as for unicode61).
    static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .nonspacingMark, .spacingMark, .enclosingMark, .privateUse:
            return true
        default:
            return false
        }
    }
}
