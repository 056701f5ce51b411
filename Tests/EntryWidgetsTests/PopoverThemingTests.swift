import AddressSearch
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets
import TestSupport

/// Popovers are surfaces of their own that GTK's theme treats apart: the app's theme must reach
/// into them (type) and suit the display (no see-through frame where nothing composites).
@MainActor
final class PopoverThemingTests: XCTestCase {
    private let screen = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    /// Without a compositing manager (Xvfb here; a bare X server on many kiosks) nothing outside
    /// a popover's opaque area can be transparent: a shadow margin or rounded corners would show
    /// as black. The theme draws popovers there square and shadowless.
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

    /// GTK's own theme resets the font in popovers; the kiosk's large type must still reach a
    /// suggestion's main line, which is never smaller than its secondary line.
    func testTheThemesTypeReachesIntoSuggestionLists() async throws {
        let themes = ThemeManager()
        XCTAssertNil(themes.apply(["light", "kiosk"]))
        defer { themes.apply(["light"]) }
        let search = try await openSuggestionList()
        // The row is on screen before its lines are: on a busy machine the list showed the row
        // for the text typed so far, without a secondary line, when it was first read.
        var labels: [WidgetSummary] = []
        await GtkTestEnvironment.waitUntil("the first suggestion with its main and secondary lines") {
            labels = search.suggestions.row(at: 0)?.descendantSummaries().filter { $0.typeName == "GtkLabel" } ?? []
            let secondaries = labels.filter { $0.cssClasses.contains("suggestion-secondary") }.count
            return secondaries > 0 && secondaries < labels.count
        }
        let secondary = try XCTUnwrap(labels.first { $0.cssClasses.contains("suggestion-secondary") })
        let main = try XCTUnwrap(labels.first { !$0.cssClasses.contains("suggestion-secondary") })
        XCTAssertGreaterThanOrEqual(main.height, secondary.height, "the main line is smaller print than the secondary one")
        XCTAssertGreaterThanOrEqual(main.height, 23, "the kiosk's 20 px body type")
    }

    /// An address form on screen with its suggestion list open.
    private func openSuggestionList() async throws -> AddressSearchController {
        let provider = try LocalAddressIndex.bundledSample()
        let form = AddressForm(suggestions: AddressSuggestionConfiguration(provider: provider, debounceMilliseconds: 0))
        await screen.show(form, title: "Popover theming test")
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).text = "1600 amph"
        await GtkTestEnvironment.waitUntil("the suggestion list on screen") {
            search.suggestions.isOpen && (search.suggestions.row(at: 0)?.allocatedHeight ?? 0) > 0
        }
        return search
    }

    /// The alpha of the four corner pixels of an open suggestion list, rendered by GTK.
    private func cornerAlphasOfASuggestionList() async throws -> [UInt8] {
        let search = try await openSuggestionList()
        let folder = try TemporaryFolder("popover")
        defer { folder.cleanUp() }
        let path = folder.file("popover.png").path
        // A popover mapped a moment ago may not have drawn its first frame yet: GTK then renders
        // nothing (seen on a busy machine), so the picture is taken once there is one.
        var picture: (width: Int, height: Int, rgba: [UInt8])?
        await GtkTestEnvironment.waitUntil("a picture of the suggestion list") {
            guard (try? WidgetRenderer.renderToPNG(search.suggestions.popover, path: path)) != nil else { return false }
            picture = WidgetRenderer.loadPixels(path: path)
            return picture != nil
        }
        let pixels = try XCTUnwrap(picture)
        let corners: [(x: Int, y: Int)] = [(0, 0), (pixels.width - 1, 0), (0, pixels.height - 1), (pixels.width - 1, pixels.height - 1)]
        return corners.map { corner in pixels.rgba[(corner.y * pixels.width + corner.x) * 4 + 3] }
    }
}
