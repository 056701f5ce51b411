import AddressSearch
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets

/// Without a compositing manager (Xvfb here; a bare X server on many kiosks) nothing outside a
/// popover's opaque area can be transparent: a shadow margin or rounded corners show as black.
/// The theme draws popovers there square and shadowless, so every pixel of one is opaque.
@MainActor
final class PopoverFrameTests: XCTestCase {
    private let screen = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    func testWithoutACompositorASuggestionListIsOpaqueToItsCorners() async throws {
        XCTAssertFalse(Compositing.isActive, "the test display runs no compositing manager")
        let themes = ThemeManager()
        XCTAssertNil(themes.apply(["light"]))
        let corners = try await cornerAlphasOfASuggestionList()
        XCTAssertEqual(corners, [255, 255, 255, 255], "no see-through pixel in the corners")
    }

    func testPicturesRenderedOffScreenKeepTheThemesShadow() async throws {
        let themes = ThemeManager(adaptsToDisplay: false)
        XCTAssertNil(themes.apply(["light"]))
        let corners = try await cornerAlphasOfASuggestionList()
        XCTAssertTrue(corners.allSatisfy { $0 < 255 }, "the shadow margin is translucent: \(corners)")
        ThemeManager().apply(["light"])
    }

    /// The alpha of the four corner pixels of an open suggestion list, rendered by GTK.
    private func cornerAlphasOfASuggestionList() async throws -> [UInt8] {
        let provider = try LocalAddressIndex.bundledSample()
        let form = AddressForm(suggestions: AddressSuggestionConfiguration(provider: provider, debounceMilliseconds: 0))
        await screen.show(form, title: "Popover frame test")
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).text = "1600 amph"
        await GtkTestEnvironment.waitUntil("the suggestion list on screen") {
            search.suggestions.isOpen && (search.suggestions.row(at: 0)?.allocatedHeight ?? 0) > 0
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("popover-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try WidgetRenderer.renderToPNG(search.suggestions.popover, path: path)
        let pixels = try XCTUnwrap(WidgetRenderer.loadPixels(path: path))
        return [(0, 0), (pixels.width - 1, 0), (0, pixels.height - 1), (pixels.width - 1, pixels.height - 1)].map { x, y in
            pixels.rgba[(y * pixels.width + x) * 4 + 3]
        }
    }
}
