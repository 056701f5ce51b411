/// A theme ready for the app: the resolved tokens and their CSS, and, when the requested theme
/// was broken and a fallback was used instead, the error to show.
public struct ThemeStylesheet: Sendable, Equatable {
    /// The theme the CSS was generated from (the fallback's when `fallbackReason` is set).
    public let theme: ResolvedTheme
    /// The GTK CSS to load.
    public let css: String
    /// Why the requested theme was replaced by the fallback; nil when it loaded.
    public let fallbackReason: TokenError?

    /// Creates a stylesheet value.
    public init(theme: ResolvedTheme, css: String, fallbackReason: TokenError? = nil) {
        self.theme = theme
        self.css = css
        self.fallbackReason = fallbackReason
    }
}
