/// The check that keeps token values from escaping a CSS declaration.
///
/// Values are parsed strictly by type afterwards, so most of these would fail anyway; checking
/// them first gives the precise message "could inject CSS" and keeps that guarantee even if a
/// type's parser is loosened later.
enum CSSSafety {
    /// Fragments that end a declaration or rule, open comments, strings or escapes, or fetch or
    /// import something. Checked on the lowercased value.
    static let forbiddenFragments: [String] = [
        ";", "{", "}", "/*", "*/", "url(", "@import", "@", "\"", "'", "\\", "<", ">", "!", "expression(",
    ]

    /// The first forbidden fragment in `text` (control characters reported by name), or nil.
    static func forbiddenFragment(in text: String) -> String? {
        for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F {
            return scalar == "\n" ? "a line break" : "control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        }
        let lowered = text.lowercased()
        return forbiddenFragments.first { lowered.contains($0) }
    }
}
