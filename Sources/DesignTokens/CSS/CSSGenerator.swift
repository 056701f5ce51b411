/// Turns a resolved theme into a GTK 4.8 stylesheet.
///
/// The output has two parts: `@define-color` for every colour token (named by
/// `colorName(for:)`, so hand-written CSS can use `@input_default_border` too), then the rules
/// of `CSSRuleBook`, the contract the widgets follow (see there for the classes). GTK 4.8 has no
/// `var()`, so dimensions are written as literals, and computed heights are worked out here.
/// Values were validated when the theme was resolved, so nothing in them can break out of a
/// declaration; selectors and keywords are fixed in this module.
public enum CSSGenerator {
    /// The stylesheet for `theme`. Throws when the theme lacks a token the rules use (or holds it
    /// with another type), when a computed height needs a non-px length, or when two colour
    /// tokens map to the same CSS name.
    public static func css(for theme: ResolvedTheme) throws(TokenError) -> String {
        var out = ""
        out.reserveCapacity(32_000)
        out += "/* EntryDesk theme \"\(theme.name)\", generated from the design tokens by DesignTokens.\n"
        out += "   Do not edit: change Resources/tokens and regenerate with `entrydesk tokens css`. */\n\n"

        let names = try colorNames(for: theme)
        for path in theme.paths {
            guard let color = theme.color(path), let name = names[path] else { continue }
            out += "@define-color \(name) \(color.hex);\n"
        }
        for rule in CSSRuleBook.rules {
            out += "\n" + rule.selectors.joined(separator: ",\n") + " {\n"
            for declaration in rule.declarations {
                var parts: [String] = []
                for term in declaration.terms {
                    parts.append(try text(of: term, in: theme, names: names, usedBy: rule.selectors[0]))
                }
                out += "  \(declaration.property): \(parts.joined(separator: " "));\n"
            }
            out += "}\n"
        }
        return out
    }

    /// The `@define-color` name of a colour token: the path without a leading `theme.` and
    /// `color.`, with `.` and `-` turned into `_` (`theme.color.input.default.border` ->
    /// `input_default_border`, `theme.palette.blue.600` -> `palette_blue_600`).
    public static func colorName(for path: String) -> String {
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.first == "theme" { parts.removeFirst() }
        if parts.count > 1, parts.first == "color" { parts.removeFirst() }
        return parts.joined(separator: "_").replacingOccurrences(of: "-", with: "_")
    }

    /// Every text colour of the stylesheet with the background it is drawn on.
    public static var contrastPairs: [ContrastPair] {
        CSSRuleBook.rules.compactMap { rule in
            guard let foreground = rule.token(of: "color"),
                  let background = rule.token(of: "background-color") ?? rule.textBackground else { return nil }
            return ContrastPair(selector: rule.selectors[0], foreground: foreground, background: background, surface: rule.surface)
        }
    }

    /// Border colours that must reach 3:1 against what surrounds them (WCAG 2.1 SC 1.4.11).
    public static var boundaryPairs: [ContrastPair] {
        CSSRuleBook.boundaryPairs.map { pair in
            ContrastPair(selector: "border", foreground: pair.border, background: pair.background, surface: CSSRuleBook.windowBackground)
        }
    }

    static func colorNames(for theme: ResolvedTheme) throws(TokenError) -> [String: String] {
        var names: [String: String] = [:]
        var owners: [String: String] = [:]
        for path in theme.paths where theme.color(path) != nil {
            let name = colorName(for: path)
            if let first = owners[name] {
                throw .cssNameCollision(name: name, first: first, second: path)
            }
            owners[name] = path
            names[path] = name
        }
        return names
    }

    private static func text(of term: CSSTerm, in theme: ResolvedTheme, names: [String: String], usedBy selector: String) throws(TokenError) -> String {
        switch term {
        case let .text(text):
            return text
        case let .token(path, type):
            guard let value = theme[path], value.type == type else {
                throw .missingToken(path: path, expected: type, usedBy: selector)
            }
            if case .color = value, let name = names[path] { return "@" + name }
            return value.css
        case let .pixels(label, paths, compute):
            var pixels: [Double] = []
            for path in paths {
                guard let dimension = theme.dimension(path) else {
                    throw .missingToken(path: path, expected: .dimension, usedBy: selector)
                }
                guard let value = dimension.pixels else {
                    let location = theme.locations[path] ?? SourceLocation(file: "?", line: 0, column: 0)
                    throw .invalidValue(location, path: path, type: .dimension, value: "\"\(dimension.css)\"",
                                        expected: "a px length: GTK 4.8 CSS has no calc(), so \(label) is computed when the CSS is generated")
                }
                pixels.append(value)
            }
            return TokenDimension(compute(pixels), .px).css
        }
    }
}
