/// How font family names are written in CSS.
enum FontFamilyText {
    /// CSS generic families, written without quotes.
    static let generic: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "emoji", "math"
    ]

    /// A family name for a `font-family` list: generic names bare, others in double quotes.
    /// Names were validated to hold no quotes or backslashes, so quoting cannot be escaped.
    static func css(_ name: String) -> String {
        generic.contains(name) ? name : "\"\(name)\""
    }
}
