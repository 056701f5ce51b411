/// The kinds of separator that may appear between the digits of an amount.
enum SeparatorKind: Sendable, Hashable {
    /// "." (and fullwidth U+FF0E).
    case dot
    /// "," (and fullwidth U+FF0C).
    case comma
    /// "'" or "’" (Swiss grouping) or U+02BC.
    case apostrophe
    /// Any space: U+0020, U+00A0, U+202F, U+2009, ...
    case space
    /// U+066B ARABIC DECIMAL SEPARATOR: never grouping.
    case arabicDecimal
    /// U+066C ARABIC THOUSANDS SEPARATOR: never decimal.
    case arabicGroup
    /// A grouping separator only the locale uses ("⹁" in Adlam Fulah, "،" in N'Ko): never decimal.
    case localeGroup
    /// A decimal separator only the locale uses ("$" in Cape Verdean amounts): never grouping.
    case localeDecimal

    /// Whether the kind can only ever group digits (never mark the decimals).
    var isAlwaysGrouping: Bool {
        self == .apostrophe || self == .space || self == .arabicGroup || self == .localeGroup
    }

    /// Whether the kind can only ever mark the decimals.
    var isAlwaysDecimal: Bool {
        self == .arabicDecimal || self == .localeDecimal
    }
}
