import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import TestSupport
import XCTest

@MainActor
final class ThemeManagerTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testSwitchingThemesAtRunTimeRestylesWidgets() async throws {
        let manager = ThemeManager()
        var changes = 0
        manager.onChange = { changes += 1 }
        XCTAssertNil(manager.apply(["light"]))
        let light = try renderedCorner()
        XCTAssertNil(manager.apply(["dark"]))
        let dark = try renderedCorner()
        XCTAssertEqual(manager.activeThemeName, "dark")
        XCTAssertEqual(changes, 2)
        XCTAssertNotEqual(light, dark, "the window background changes with the theme")
        XCTAssertLessThan(dark.reduce(0, +), light.reduce(0, +), "dark is darker")
        manager.apply(["light"])
    }

    func testABrokenUserThemeFallsBackAndNamesTheProblem() async throws {
        let folder = try TemporaryFolder("theme")
        defer { folder.cleanUp() }
        let file = try folder.write(
            #"{"theme": {"color": {"input": {"default": {"border": {"$value": "{theme.color.nope}", "$type": "color"}}}}}}"#,
            to: "broken.json")
        let manager = ThemeManager()
        let error = try XCTUnwrap(manager.apply([file.path]))
        XCTAssertTrue(error.description.contains(file.lastPathComponent), error.description)
        XCTAssertTrue(error.description.contains("theme.color.input.default.border"), error.description)
        XCTAssertTrue(["light", "dark"].contains(manager.activeThemeName), "a default theme is applied instead")
    }

    func testCSSPreparedOffTheMainThreadStylesLikeCSSGeneratedOnIt() async throws {
        let generated = ThemeManager()
        XCTAssertNil(generated.apply(["dark"]))
        let expected = try renderedCorner()
        generated.apply(["light"])

        let dark = await Task.detached { ThemeStylesheets.prepare(["dark"]) }.value
        let prepared = ThemeManager()
        XCTAssertNil(prepared.apply(["dark"], prepared: dark))
        XCTAssertEqual(prepared.activeThemeName, "dark")
        XCTAssertEqual(try renderedCorner(), expected)

        // With no theme asked for, both of the desktop's choices are ready.
        let following = await Task.detached { ThemeStylesheets.prepare([]) }.value
        XCTAssertNil(prepared.apply([], prepared: following))
        XCTAssertTrue(["light", "dark"].contains(prepared.activeThemeName))

        // A broken theme prepared ahead fails the same way, and the default is applied.
        let folder = try TemporaryFolder("theme")
        defer { folder.cleanUp() }
        let file = try folder.write(
            #"{"theme": {"color": {"input": {"default": {"border": {"$value": "{theme.color.nope}", "$type": "color"}}}}}}"#,
            to: "broken.json")
        let broken = await Task.detached { ThemeStylesheets.prepare([file.path]) }.value
        let error = try XCTUnwrap(prepared.apply([file.path], prepared: broken))
        XCTAssertTrue(error.description.contains("theme.color.input.default.border"), error.description)
        XCTAssertTrue(["light", "dark"].contains(prepared.activeThemeName))
        prepared.apply(["light"])
    }

    /// The RGB of the top-left pixel of a rendered empty window body.
    private func renderedCorner() throws -> [Int] {
        let box = Box()
        box.setSizeRequest(width: 40, height: 40)
        let folder = try TemporaryFolder("theme")
        defer { folder.cleanUp() }
        let path = folder.file("theme.png").path
        let window = Window()
        window.setChild(box)
        try WidgetRenderer.renderToPNG(window, path: path)
        window.destroy()
        let pixels = try XCTUnwrap(WidgetRenderer.loadPixels(path: path))
        let centre = ((pixels.height / 2) * pixels.width + pixels.width / 2) * 4
        return pixels.rgba[centre..<centre + 3].map(Int.init)
    }
}
