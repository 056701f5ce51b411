import DesignTokens
import GtkKit
import GtkTestSupport

/// The stylesheet generated from one theme at a time on the default display, for the tests
/// that render in each theme; `uninstall` in the test's tearDown.
@MainActor
final class ThemeStylesheet {
    private var installed: CSSProvider?

    /// Nothing installed yet (nonisolated: a test case creates it as a stored property).
    nonisolated init() {}

    /// Installs `theme`'s generated CSS in place of the previous theme's; returns what GTK could
    /// not parse in it.
    func install(_ theme: ResolvedTheme, source: String = "css") throws -> [CSSParseError] {
        let provider = CSSProvider()
        let problems = provider.load(try CSSGenerator.css(for: theme), source: source)
        installed?.uninstallFromDefaultDisplay()
        provider.installForDefaultDisplay()
        installed = provider
        return problems
    }

    /// Removes the installed stylesheet and lets GTK restyle.
    func uninstall() {
        installed?.uninstallFromDefaultDisplay()
        installed = nil
        GtkTestEnvironment.drain()
    }
}
