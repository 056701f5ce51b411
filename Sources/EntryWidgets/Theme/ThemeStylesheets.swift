import DesignTokens

/// Themes' CSS generated ahead of time and off the main thread (the app does it while GTK
/// starts up), for `ThemeManager.apply(_:prepared:)` to load instead of generating it again.
public struct ThemeStylesheets: Sendable {
    private var sheets: [[String]: Result<String, ThemeError>] = [:]

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
    func css(for arguments: [String]) -> Result<String, ThemeError>? { sheets[arguments] }

    /// The CSS of the themes named by `arguments` (names or token files, overlaid in order).
    static func generate(_ arguments: [String]) throws(ThemeError) -> String {
        do {
            return try CSSGenerator.css(for: try Theme.load(arguments: arguments))
        } catch {
            throw .tokens(error.description)
        }
    }
}
