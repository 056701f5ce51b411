/// The check that keeps token values from escaping a CSS declaration.
///
/// Values are parsed strictly by type afterwards, so most of these would fail anyway; checking
/// them first gives the precise message "could inject CSS" and keeps that guarantee even if a
/// type's parser is loosened later.
enum CSSSafety {
    /// Fragments that end a declaration or rule, open comments, strings or escapes, or fetch or
    /// import something, in the order they are reported. Matched ASCII-case-insensitively.
    static let forbiddenFragments: [String] = [
        ";", "{", "}", "/*", "*/", "url(", "@import", "@", "\"", "'", "\\", "<", ">", "!", "expression("
    ]
    private static let fragmentBytes: [[UInt8]] = forbiddenFragments.map { Array($0.utf8) }

    /// The first forbidden fragment in `text` (control characters reported by name), or nil.
    static func forbiddenFragment(in text: String) -> String? {
        var lowered: [UInt8] = []
        lowered.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F {
                return byte == 0x0A ? "a line break" : "control character U+\(String(byte, radix: 16, uppercase: true))"
            }
            lowered.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        for (index, fragment) in fragmentBytes.enumerated() where contains(lowered, fragment) {
            return forbiddenFragments[index]
        }
        return nil
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == needle[0], haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}
