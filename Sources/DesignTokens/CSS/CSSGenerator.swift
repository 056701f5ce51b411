/// Turns a resolved theme into a GTK 4.8 stylesheet.
///
/// The output has two parts: `@define-color` for every colour token (named by
/// `colorName(for:)`, so hand-written CSS can use `@input_default_border` too), then the rules
/// of the contract below. GTK 4.8 has no `var()` or `calc()`, so dimensions are written as
/// literals and computed heights are worked out here. Values were validated when the theme was
/// resolved, so nothing in them can break out of a declaration; selectors and keywords are
/// fixed in this module. Load it at `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`.
///
/// The CSS contract (widgets add these classes; every colour and size comes from a token):
///
/// **Window and base**
/// - `window`: window background/foreground, body typography.
/// - `.page-title`: title typography. `label link` and `button.link` (a GtkLinkButton): link colour.
/// - `button.text-button` (GTK adds the class to every button with a label): height
///   `theme.height.button.md` (a touch target), padding, radius, neutral colours;
///   `button.suggested-action` the brand button; `:hover`, `:disabled`; `dropdown > button` and
///   `menubutton > button` (pickers; not the header bar's `.main-menu`, an icon button like its
///   neighbours) look and size the same; every `button` and suggestion row
///   gets the `:focus-visible` ring. Icon-only buttons (window controls) keep GTK's size; give
///   them `.touch-target` where they must be large.
/// - `.touch-target`: any clickable widget the app wants at least `theme.size.touch-target.min`.
/// - `.keypad button`: the kiosk's on-screen keypad keys (square touch targets, title type).
/// - `.banner` with `.success`, `.warning` or `.error`: the confirmation/failure banner; its
///   icon buttons (close) in the banner's text colour.
///
/// **GTK's own widgets**, which GTK's theme would paint in its colours: `headerbar` (title,
/// icon buttons; not faded out of focus), `listview` and `list` with their rows (`:hover`,
/// `:selected`; a saved entry's `.entry-row` lines follow the row), selected text
/// (`text > selection`, `label > selection`), and popovers (`popover.background`).
///
/// **TextInput** (`.text-input`, a vertical box)
/// - children: `.text-input-title` (label), `.text-input-field` (the box drawn as the input:
///   background, border, radius, padding, height; it holds a GtkText or GtkEntry, icons as
///   `image`, icon buttons as `button`), `.text-input-helper` (label), `.text-input-error` (a row
///   with the error icon and label).
/// - state classes on `.text-input`: `.focused`, `.editing` (focused with text), `.error`,
///   `.read-only`, `.disabled`. When several are set, later ones in that list win.
/// - corner radius classes: `.radius-none`, `.radius-sm`, `.radius-md`, `.radius-lg`,
///   `.radius-max` (no class: `theme.radius.input.default`).
///
/// **InputAmount** (`.input-amount`)
/// - children: `.input-amount-primary` and `.input-amount-secondary` (labels above),
///   `.input-amount-field` (as `.text-input-field`; holds the text and the
///   `.input-amount-currency` label or selector button), `.input-amount-helper`,
///   `.input-amount-error`.
/// - the same state and radius classes; `.prominent` layout: no box, an underline that thickens
///   when focused (without moving the text), amount-prominent typography.
///
/// **AddressForm** (`.address-form`): `.address-form-row` (fields side by side),
/// `.address-form-title`, `.address-form-message`.
///
/// **Suggestions** (`popover.suggestion-popover`): rows `.suggestion-row` (touch-target high;
/// the active one `:selected` or `.active`), their second line `.suggestion-secondary`, and
/// `.suggestion-status` for "no results" or a provider error.
///
/// Spacing: `.text-input`, `.input-amount`, their fields and error rows, `.address-form`,
/// `.address-form-row` and `.banner` get their gaps from `border-spacing`, which GtkBox adds to
/// its `spacing` property: widgets leave `spacing` at 0.
///
/// Heights: GTK's `min-height` is the content box, so the generator subtracts padding and border
/// from the height tokens (`theme.height.input.md` 44 with padding-y 8 and border 1 gives
/// `min-height: 26px`): the drawn box is exactly the token's height.
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
        var segments = path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if segments.first?.elementsEqual("theme".utf8) == true { segments.removeFirst() }
        if segments.count > 1, segments.first?.elementsEqual("color".utf8) == true { segments.removeFirst() }
        var name: [UInt8] = []
        name.reserveCapacity(path.utf8.count)
        for segment in segments {
            if !name.isEmpty { name.append(UInt8(ascii: "_")) }
            name += segment.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Every text colour of the stylesheet with the background it is drawn on.
    public static var contrastPairs: [ContrastPair] {
        CSSRuleBook.rules.compactMap { rule in
            guard let foreground = rule.token(of: "color"),
                let background = rule.token(of: "background-color") ?? rule.textBackground
            else { return nil }
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

    private static func text(
        of term: CSSTerm, in theme: ResolvedTheme, names: [String: String], usedBy selector: String
    ) throws(TokenError) -> String {
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
                    throw .invalidValue(
                        location, path: path, type: .dimension, value: "\"\(dimension.css)\"",
                        expected: "a px length: GTK 4.8 CSS has no calc(), so \(label) is computed when the CSS is generated")
                }
                pixels.append(value)
            }
            return TokenDimension(compute(pixels), .px).css
        }
    }
}
