/// A text colour and the background it is drawn on, as used by one generated CSS rule.
public struct ContrastPair: Sendable, Hashable {
    /// The rule's first selector, to say where the pair is used.
    public let selector: String
    /// The text colour token.
    public let foreground: String
    /// The background colour token (may be translucent).
    public let background: String
    /// The opaque colour token under the background.
    public let surface: String

    /// Creates a pair.
    public init(selector: String, foreground: String, background: String, surface: String) {
        self.selector = selector
        self.foreground = foreground
        self.background = background
        self.surface = surface
    }

    /// The WCAG contrast ratio of the pair in `theme`, nil when a colour is missing.
    public func ratio(in theme: ResolvedTheme) -> Double? {
        guard let text = theme.color(foreground), let back = theme.color(background), let under = theme.color(surface) else {
            return nil
        }
        return Contrast.ratio(foreground: text, background: back, surface: under)
    }
}
