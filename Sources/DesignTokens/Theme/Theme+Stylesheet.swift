import Foundation

extension Theme {
    /// The CSS of `sources` applied in order.
    public static func stylesheet(
        _ sources: [ThemeSource], tokensDirectory: URL = defaultTokensDirectory
    ) throws(TokenError) -> ThemeStylesheet {
        let theme = try load(sources, tokensDirectory: tokensDirectory)
        return ThemeStylesheet(theme: theme, css: try CSSGenerator.css(for: theme))
    }

    /// The CSS of `sources`, or, when they fail (a user's broken theme file), of `fallback` with
    /// the first error kept in `fallbackReason` so the app can show it and carry on. Throws only
    /// when the fallback fails too (the installation itself is broken).
    public static func stylesheet(
        _ sources: [ThemeSource],
        fallback: [ThemeSource],
        tokensDirectory: URL = defaultTokensDirectory
    ) throws(TokenError) -> ThemeStylesheet {
        do {
            return try stylesheet(sources, tokensDirectory: tokensDirectory)
        } catch {
            let replacement = try stylesheet(fallback, tokensDirectory: tokensDirectory)
            return ThemeStylesheet(theme: replacement.theme, css: replacement.css, fallbackReason: error)
        }
    }
}
