/// A resolved, validated token value.
public enum TokenValue: Sendable, Hashable {
    /// A colour.
    case color(TokenColor)
    /// A length.
    case dimension(TokenDimension)
    /// A plain number.
    case number(Double)
    /// Font family names, most preferred first.
    case fontFamily([String])
    /// A numeric font weight, 1...1000.
    case fontWeight(Int)
    /// A duration.
    case duration(TokenDuration)

    /// The `$type` of this value.
    public var type: TokenType {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .number: return .number
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        }
    }

    /// The value as GTK CSS text (colours as hex; families quoted unless generic).
    public var css: String {
        switch self {
        case let .color(color): return color.hex
        case let .dimension(dimension): return dimension.css
        case let .number(number): return NumberText.format(number)
        case let .fontFamily(families): return families.map(FontFamilyText.css).joined(separator: ", ")
        case let .fontWeight(weight): return String(weight)
        case let .duration(duration): return duration.css
        }
    }
}
