import DesignTokens
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets

/// The AddressForm gallery in the light and dark themes: every state renders, the popover
/// states include their suggestion list, and the pictures land in `$ENTRYDESK_GALLERY_DIR`
/// (to look at them) or a temporary folder.
@MainActor
final class AddressFormGalleryTests: XCTestCase {
    private let stylesheet = ThemeStylesheet()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { stylesheet.uninstall() }

    func testEveryStateRendersInLightAndDark() async throws {
        let cases = AddressFormGallery.cases()
        XCTAssertEqual(
            cases.map(\.state),
            ["empty", "filled", "errors", "autocomplete", "drill-down", "compound", "country-jp", "country-br", "country-gb"])
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["ENTRYDESK_GALLERY_DIR"]
                ?? NSTemporaryDirectory() + "entrydesk-address-gallery-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for themeName in [ThemeName.light, .dark] {
            let theme = try Theme.load(themeName)
            XCTAssertEqual(try stylesheet.install(theme, source: "\(themeName.rawValue).css"), [])
            let margin = Int(try XCTUnwrap(theme.dimension("theme.sizer.md")?.pixels))
            for galleryCase in cases {
                let sample = galleryCase.make()
                let path = folder.appendingPathComponent(galleryCase.fileName(theme: themeName.rawValue)).path
                let size = try sample.render(to: path, width: AddressFormGallery.width, margin: margin)
                XCTAssertGreaterThan(size.height, 0, path)
                XCTAssertTrue(sample.owner is AddressForm)
            }
        }
        print("AddressForm gallery written to \(folder.path)")
    }
}
