import DesignTokens

/// Themes' CSS generated ahead of time and off the main thread (the app does it while GTK
/// starts up), for `ThemeManager.apply(_:prepared:)` to load instead of generating it again.
public struct ThemeStylesheets: Sendable {
    /// A theme's resolved tokens and the CSS generated from them.
    struct Generated: Sendable {
        let tokens: ResolvedTheme
        let css: String
    }

    private var sheets: [[String]: Result<Generated, ThemeError>] = [:]

    /// The CSS `ThemeManager.apply(themes)` will need: for the themes given, or with none, for
    /// both light and dark (which one the desktop prefers is known only once GTK runs).
    public static func prepare(_ themes: [String]) -> ThemeStylesheets {
        var prepared = ThemeStylesheets()
        for arguments in themes.isEmpty ? [["light"], ["dark"]] : [themes] {
            prepared.sheets[arguments] = Result { () throws(ThemeError) in try generate(arguments) }
        }
        return prepared
    }

    /// The prepared outcome for `arguments`, if they were prepared.
    func theme(for arguments: [String]) -> Result<Generated, ThemeError>? { sheets[arguments] }

    /// The tokens and CSS of the themes named by `arguments` (names or token files, overlaid
    /// in order).
    static func generate(_ arguments: [String]) throws(ThemeError) -> Generated {
        do {
            let tokens = try Theme.load(arguments: arguments)
            return Generated(tokens: tokens, css: try CSSGenerator.css(for: tokens))
        } catch {
            throw .tokens(error.description)
        }
    }
}
