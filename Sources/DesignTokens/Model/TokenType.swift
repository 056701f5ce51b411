/// The W3C Design Tokens `$type`s this module understands.
public enum TokenType: String, CaseIterable, Sendable, Hashable {
    /// `#rrggbb`, `#rrggbbaa` (also `#rgb`, `#rgba`) or `{"colorSpace": "srgb", "components": [...]}`.
    case color
    /// `"8px"` or `{"value": 8, "unit": "px"}`; units px, rem, em, pt.
    case dimension
    /// A plain JSON number (for example a line height factor).
    case number
    /// A family name or a list of names, most preferred first.
    case fontFamily
    /// 1...1000 or a W3C keyword (`regular`, `semi-bold`, `bold`, ...).
    case fontWeight
    /// `"150ms"`, `"0.2s"` or `{"value": 150, "unit": "ms"}`.
    case duration

    /// The name used in error messages ("colour", "dimension", ...).
    public var humanName: String {
        switch self {
        case .color: return "colour"
        case .dimension: return "dimension"
        case .number: return "number"
        case .fontFamily: return "font family"
        case .fontWeight: return "font weight"
        case .duration: return "duration"
        }
    }
}
