/// Validates a literal `$value` against its `$type` and turns it into a `TokenValue`.
enum ValueParser {
    /// Values beyond this magnitude are rejected: no design needs them, and it keeps numbers in
    /// the range where they print without an exponent (GTK's CSS parser rejects exponents).
    static let maximumMagnitude = 1_000_000.0

    static func parse(_ node: JSONNode, type: TokenType, path: String) throws(TokenError) -> TokenValue {
        try checkSafety(node, type: type, path: path)
        switch type {
        case .color: return .color(try color(node, path: path))
        case .dimension: return .dimension(try dimension(node, path: path))
        case .number: return .number(try number(node, path: path))
        case .fontFamily: return .fontFamily(try fontFamily(node, path: path))
        case .fontWeight: return .fontWeight(try fontWeight(node, path: path))
        case .duration: return .duration(try duration(node, path: path))
        }
    }

    private static func checkSafety(_ node: JSONNode, type: TokenType, path: String) throws(TokenError) {
        switch node.value {
        case let .string(text):
            if text.utf8.first == UInt8(ascii: "{"), text.utf8.contains(UInt8(ascii: "}")), RawToken.referencePath(in: text) == nil {
                throw .invalidValue(
                    node.location, path: path, type: type, value: node.summary,
                    expected: "a whole-value alias such as \"{theme.color.border.default}\" (aliases cannot be mixed with other text)")
            }
            if let fragment = CSSSafety.forbiddenFragment(in: text) {
                throw .cssInjection(node.location, path: path, value: node.summary, fragment: fragment)
            }
        case let .array(elements):
            for element in elements { try checkSafety(element, type: type, path: path) }
        case let .object(members):
            for member in members { try checkSafety(member.node, type: type, path: path) }
        case .number, .bool, .null:
            return
        }
    }

    private static func invalid(_ node: JSONNode, _ path: String, _ type: TokenType, _ expected: String) -> TokenError {
        .invalidValue(node.location, path: path, type: type, value: node.summary, expected: expected)
    }

    // MARK: colour

    private static let colorExpectation =
        "#rrggbb or #rrggbbaa (also #rgb, #rgba), or {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a} with numbers 0...1"

    private static func color(_ node: JSONNode, path: String) throws(TokenError) -> TokenColor {
        switch node.value {
        case let .string(text):
            guard let color = TokenColor(hex: text) else { throw invalid(node, path, .color, colorExpectation) }
            return color
        case let .object(members):
            var space: String?
            var components: [Double] = []
            var alpha = 1.0
            for (key, member) in members {
                switch (key, member.value) {
                case let ("colorSpace", .string(text)): space = text
                case let ("components", .array(elements)):
                    for element in elements {
                        guard case let .number(component) = element.value else { throw invalid(node, path, .color, colorExpectation) }
                        components.append(component)
                    }
                case let ("alpha", .number(value)): alpha = value
                case ("hex", .string): continue
                default: throw invalid(node, path, .color, colorExpectation)
                }
            }
            guard space == "srgb", components.count == 3,
                (components + [alpha]).allSatisfy({ (0.0...1.0).contains($0) })
            else {
                throw invalid(node, path, .color, colorExpectation)
            }
            func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
            return TokenColor(red: byte(components[0]), green: byte(components[1]), blue: byte(components[2]), alpha: byte(alpha))
        default:
            throw invalid(node, path, .color, colorExpectation)
        }
    }

    // MARK: dimension and duration

    private static let dimensionExpectation =
        "a length such as \"8px\" or {\"value\": 8, \"unit\": \"px\"} (units: px, rem, em, pt; a bare number has no unit)"

    private static func dimension(_ node: JSONNode, path: String) throws(TokenError) -> TokenDimension {
        guard let (value, unitText) = measure(node),
            let unit = DimensionUnit(rawValue: unitText),
            abs(value) <= maximumMagnitude
        else {
            throw invalid(node, path, .dimension, dimensionExpectation)
        }
        return TokenDimension(value, unit)
    }

    private static let durationExpectation = "a duration such as \"150ms\", \"0.2s\" or {\"value\": 150, \"unit\": \"ms\"}, not negative"

    private static func duration(_ node: JSONNode, path: String) throws(TokenError) -> TokenDuration {
        guard let (value, unit) = measure(node), value >= 0, value <= maximumMagnitude else {
            throw invalid(node, path, .duration, durationExpectation)
        }
        switch unit {
        case "ms": return TokenDuration(milliseconds: value)
        case "s": return TokenDuration(milliseconds: value * 1000)
        default: throw invalid(node, path, .duration, durationExpectation)
        }
    }

    /// A number with a unit, from `"12.5px"` or `{"value": 12.5, "unit": "px"}`.
    private static func measure(_ node: JSONNode) -> (Double, String)? {
        switch node.value {
        case let .string(text):
            let scalars = Array(text.unicodeScalars)
            var split = 0
            while split < scalars.count, scalars[split] == "-" || scalars[split] == "." || ("0"..."9").contains(scalars[split]) {
                split += 1
            }
            var numberText = String.UnicodeScalarView()
            numberText.append(contentsOf: scalars[..<split])
            var unit = String.UnicodeScalarView()
            unit.append(contentsOf: scalars[split...])
            guard let value = plainNumber(String(numberText)) else { return nil }
            return (value, String(unit))
        case let .object(members):
            var value: Double?
            var unit: String?
            for (key, member) in members {
                switch (key, member.value) {
                case let ("value", .number(number)): value = number
                case let ("unit", .string(text)): unit = text
                default: return nil
                }
            }
            guard let value, let unit else { return nil }
            return (value, unit)
        default:
            return nil
        }
    }

    /// `-?digits(.digits)?`: what CSS and JSON agree on (no exponent, no leading '+', no "inf").
    private static func plainNumber(_ text: String) -> Double? {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        let parts = String(scalars).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } })
        else {
            return nil
        }
        return Double(text)
    }

    // MARK: number

    private static func number(_ node: JSONNode, path: String) throws(TokenError) -> Double {
        guard case let .number(value) = node.value, abs(value) <= maximumMagnitude else {
            throw invalid(node, path, .number, "a JSON number between -1000000 and 1000000")
        }
        return value
    }

    // MARK: fonts

    private static let weightKeywords: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950
    ]

    private static func fontWeight(_ node: JSONNode, path: String) throws(TokenError) -> Int {
        let expected =
            "a whole number 1...1000 or a keyword (thin, extra-light, light, regular, medium, semi-bold, bold, extra-bold, black, ...)"
        switch node.value {
        case let .number(value):
            guard value == value.rounded(), (1...1000).contains(value) else { throw invalid(node, path, .fontWeight, expected) }
            return Int(value)
        case let .string(text):
            guard let weight = weightKeywords[text] else { throw invalid(node, path, .fontWeight, expected) }
            return weight
        default:
            throw invalid(node, path, .fontWeight, expected)
        }
    }

    private static func fontFamily(_ node: JSONNode, path: String) throws(TokenError) -> [String] {
        let expected = "a family name or a non-empty list of names made of letters, digits, spaces, '-', '_' and '.'"
        var names: [String] = []
        switch node.value {
        case let .string(text):
            names = [text]
        case let .array(elements):
            for element in elements {
                guard case let .string(text) = element.value else { throw invalid(node, path, .fontFamily, expected) }
                names.append(text)
            }
        default:
            throw invalid(node, path, .fontFamily, expected)
        }
        let valid =
            !names.isEmpty
            && names.allSatisfy { name in
                !name.isEmpty && name.first != " " && name.last != " "
                    && name.unicodeScalars.allSatisfy {
                        $0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_.".unicodeScalars.contains($0)
                    }
            }
        guard valid else { throw invalid(node, path, .fontFamily, expected) }
        return names
    }
}
