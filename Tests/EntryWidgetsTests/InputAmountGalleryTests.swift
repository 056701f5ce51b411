@testable import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

@MainActor
final class InputAmountGalleryTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    /// Every state renders in light and dark; the pictures go to $ENTRYDESK_GALLERY_DIR (or a
    /// temporary folder) for a person to look at.
    func testEveryStateRendersInLightAndDark() async throws {
        let directory =
            ProcessInfo.processInfo.environment["ENTRYDESK_GALLERY_DIR"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("input-amount-gallery").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let themes = ThemeManager(adaptsToDisplay: false)
        var sizes: [String: WidgetRenderer.ImageSize] = [:]
        for theme in ["light", "dark"] {
            XCTAssertNil(themes.apply([theme]))
            for galleryCase in InputAmountGallery.cases() {
                let path = (directory as NSString).appendingPathComponent(galleryCase.fileName(theme: theme))
                sizes[path] = try galleryCase.make().render(to: path, width: 420, margin: 16)
            }
        }
        themes.apply(["light"])
        XCTAssertEqual(sizes.count, 26)
        let states = InputAmountGallery.cases().map(\.state)
        XCTAssertEqual(
            states,
            [
                "default", "prominent", "focused", "filled", "error", "error-focused", "typed-not-an-amount",
                "typed-read-as", "disabled", "read-only", "iso-code", "selector-open", "currency-page-keyboard"
            ])
        // The open list is drawn below the field, so that picture is taller than the closed one.
        let closed = try XCTUnwrap(sizes[(directory as NSString).appendingPathComponent("input-amount-filled-light.png")])
        let open = try XCTUnwrap(sizes[(directory as NSString).appendingPathComponent("input-amount-selector-open-light.png")])
        XCTAssertGreaterThan(open.height, closed.height + 100)
    }
}
