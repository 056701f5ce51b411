import DesignTokens
import GtkKit
import GtkTestSupport
import XCTest

/// The generated CSS of every theme, loaded into a real GtkCssProvider: zero parse errors.
@MainActor
final class ThemeCSSInGtkTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testEveryThemeLoadsIntoGtkWithoutErrors() async throws {
        let combinations: [[String]] = [["light"], ["dark"], ["high-contrast"], ["kiosk"], ["dark", "kiosk"], ["high-contrast", "kiosk"]]
        for themes in combinations {
            let css = try CSSGenerator.css(for: try Theme.load(arguments: themes))
            let errors = CSSProvider().load(css, source: themes.joined(separator: "+"))
            XCTAssertEqual(errors, [], "GTK rejected the CSS of \(themes)")
        }
    }
}
