import GtkKit
import GtkTestSupport
import XCTest

@MainActor
final class CSSProviderTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testParseErrorIsReportedWithItsLine() async throws {
        let provider = CSSProvider()
        let css = """
            .text-input { color: #112233; }
            .text-input-field {
              border-width: 1px;
              colr: red;
            }
            """
        let errors = provider.load(css, source: "broken.css")
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.line, 4)
        XCTAssertEqual(errors.first?.source, "broken.css")
        XCTAssertTrue(errors.first?.description.hasPrefix("broken.css:4:") ?? false)
    }

    func testCleanCSSHasNoErrors() async throws {
        let provider = CSSProvider()
        XCTAssertEqual(provider.load("@define-color brand #0055ff;\nlabel { color: @brand; }"), [])
        provider.installForDefaultDisplay()
        provider.uninstallFromDefaultDisplay()
    }
}
