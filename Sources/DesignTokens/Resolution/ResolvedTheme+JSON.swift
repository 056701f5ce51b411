import CSVAndJSON
extension ResolvedTheme {
    /// One JSON object mapping every dot path (sorted) to its value: colours as lowercase
    /// `#rrggbb`/`#rrggbbaa`, dimensions and durations as CSS strings (`"8px"`, `"150ms"`),
    /// numbers and font weights as JSON numbers, font families as arrays of names.
    public func jsonString() -> String {
        var lines: [String] = []
        lines.reserveCapacity(values.count)
        for path in paths {
            guard let value = values[path] else { continue }
            lines.append("  " + Self.jsonString(path) + ": " + Self.json(value))
        }
        if lines.isEmpty { return "{}" }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }

    private static func json(_ value: TokenValue) -> String {
        switch value {
        case let .color(color): return jsonString(color.hex)
        case let .dimension(dimension): return jsonString(dimension.css)
        case let .duration(duration): return jsonString(duration.css)
        case let .number(number): return NumberText.format(number)
        case let .fontWeight(weight): return String(weight)
        case let .fontFamily(names): return "[" + names.map(jsonString).joined(separator: ", ") + "]"
        }
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String { JSONString.literal(text) }
}
