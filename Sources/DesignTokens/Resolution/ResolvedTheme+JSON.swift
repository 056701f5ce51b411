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

    /// A JSON string literal; escapes everything JSON requires even though validated values
    /// never hold quotes or control characters.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
