/// A fully resolved token set: every dot path mapped to a validated value.
public struct ResolvedTheme: Sendable, Equatable {
    /// A label for the theme ("light", "dark+kiosk", "dark+file"), safe to print in a CSS comment.
    public let name: String
    /// Every token's value by dot path.
    public let values: [String: TokenValue]
    /// Where each token's winning `$value` was written, for errors found after resolution.
    public let locations: [String: SourceLocation]

    /// Every token path, in output order (numeric segments by value: `50` before `100`).
    public let paths: [String]

    /// Creates a resolved theme (normally made by `TokenSet.resolve`).
    public init(name: String, values: [String: TokenValue], locations: [String: SourceLocation] = [:]) {
        self.name = name
        self.values = values
        self.locations = locations
        self.paths = TokenPath.sorted(values.keys)
    }

    /// Creates a resolved theme whose sorted paths are already known (they are the token set's).
    init(name: String, values: [String: TokenValue], locations: [String: SourceLocation], sortedPaths: [String]) {
        self.name = name
        self.values = values
        self.locations = locations
        self.paths = sortedPaths
    }

    /// The value at `path`, if any.
    public subscript(path: String) -> TokenValue? { values[path] }

    /// The colour at `path`, or nil when it is missing or not a colour.
    public func color(_ path: String) -> TokenColor? {
        if case let .color(color)? = values[path] { return color }
        return nil
    }

    /// The dimension at `path`, or nil when it is missing or not a dimension.
    public func dimension(_ path: String) -> TokenDimension? {
        if case let .dimension(dimension)? = values[path] { return dimension }
        return nil
    }

    /// The number at `path`, or nil when it is missing or not a number.
    public func number(_ path: String) -> Double? {
        if case let .number(number)? = values[path] { return number }
        return nil
    }
}
