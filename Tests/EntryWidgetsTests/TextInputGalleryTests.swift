import DesignTokens
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets
import TestSupport

/// The gallery rendered with the stylesheet generated from each built-in theme: every state
/// draws, and the field's border has the colour its state's token names.
///
/// The pictures go to `$ENTRYDESK_GALLERY_DIR` when set (to look at them), else a temporary folder.
@MainActor
final class TextInputGalleryTests: XCTestCase {
    /// The stylesheet installed for the current theme (removed again after the test).
    private let stylesheet = ThemeStylesheet()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { stylesheet.uninstall() }

    /// The token whose colour each state's border has (the focused border only appears with
    /// focus, the others only without: this checks where the gallery put the focus too).
    private let borderToken: [String: String] = [
        "default": "theme.color.input.default.border",
        "focused": "theme.color.input.focused.border",
        "filled": "theme.color.input.default.border",
        "error": "theme.color.input.error.border",
        "disabled": "theme.color.input.disabled.border",
        "read-only": "theme.color.input.read-only.border",
        // Error and read-only keep their border with focus: the focus ring around it shows.
        "error-focused": "theme.color.focus.default",
        "read-only-focused": "theme.color.focus.default"
    ]

    func testEveryStateRendersInEveryThemeWithItsTokenBorder() async throws {
        let cases = TextInputGallery.cases()
        XCTAssertEqual(
            cases.map(\.state),
            [
                "default", "focused", "filled", "error", "error-focused", "disabled", "read-only",
                "read-only-focused", "password", "password-visible", "icons"
            ])
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["ENTRYDESK_GALLERY_DIR"]
                ?? NSTemporaryDirectory() + "entrydesk-gallery-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        for themeName in [ThemeName.light, .dark, .highContrast] {
            let theme = try Theme.load(themeName)
            XCTAssertEqual(try stylesheet.install(theme, source: "\(themeName.rawValue).css"), [], "the generated CSS parses cleanly")
            let windowBackground = try XCTUnwrap(theme.color("theme.color.window.background"))
            let margin = Int(try XCTUnwrap(theme.dimension("theme.sizer.md")?.pixels))

            for galleryCase in cases {
                let sample = galleryCase.make()
                let path = folder.appendingPathComponent(galleryCase.fileName(theme: themeName.rawValue)).path
                let size = try sample.render(to: path, width: 360, margin: margin)
                XCTAssertGreaterThan(size.height, 0, path)
                XCTAssertTrue(sample.owner is TextInput)
                guard let token = borderToken[galleryCase.state] else { continue }
                let expected = try XCTUnwrap(theme.color(token), token)
                let pixels = try XCTUnwrap(WidgetRenderer.loadPixels(path: path))
                let border = try XCTUnwrap(
                    firstPixel(in: pixels, column: pixels.width / 2, differingFrom: windowBackground),
                    "\(path): no field border found")
                XCTAssertTrue(close(border, expected), "\(path): border \(border) should be \(token) \(expected.hex)")
            }
        }
        print("TextInput gallery written to \(folder.path)")
    }

    func testTheFieldIsExactlyItsHeightTokenWithIconsAndToggle() async throws {
        for themeName in [ThemeName.light, .highContrast, .kiosk] {
            let theme = try Theme.load(themeName)
            XCTAssertEqual(try stylesheet.install(theme), [])
            let height = Int(try XCTUnwrap(theme.dimension("theme.height.input.md")?.pixels))

            let plain = TextInput(labelPrimaryText: "Plain")
            let icons = TextInput(labelPrimaryText: "Icons")
            icons.setLeadingIcon(.named("system-search-symbolic"))
            icons.setTrailingIcon(.named("edit-clear-symbolic"), accessibilityLabel: "Clear") {}
            let password = TextInput(labelPrimaryText: "Password")
            password.isPassword = true
            let window = Window()
            let box = Box(.vertical)
            for input in [plain, icons, password] { box.append(input.widget) }
            window.setChild(box)
            window.present()
            await GtkTestEnvironment.waitUntil("the inputs laid out") { password.fieldWidget.allocatedHeight > 0 }
            for input in [plain, icons, password] {
                // Measured sizes include border and padding (allocated ones are the content box).
                XCTAssertEqual(
                    input.fieldWidget.naturalHeight, height, "\(themeName.rawValue): \(input.labelPrimaryText ?? "") field height")
            }
            window.destroy()
        }
    }

    /// Scans a column from the top for the first pixel that is not the window background: with
    /// a short left-aligned title, that is the top border of the field.
    private func firstPixel(
        in image: (width: Int, height: Int, rgba: [UInt8]), column: Int,
        differingFrom background: TokenColor
    ) -> (UInt8, UInt8, UInt8)? {
        for row in 0..<image.height {
            let offset = (row * image.width + column) * 4
            // gdk_texture_download writes GDK_MEMORY_DEFAULT: B, G, R, A bytes on little-endian.
            let pixel = (image.rgba[offset + 2], image.rgba[offset + 1], image.rgba[offset])
            if !close(pixel, background) { return pixel }
        }
        return nil
    }

    private func close(_ pixel: (UInt8, UInt8, UInt8), _ color: TokenColor) -> Bool {
        abs(Int(pixel.0) - Int(color.red)) <= 2 && abs(Int(pixel.1) - Int(color.green)) <= 2 && abs(Int(pixel.2) - Int(color.blue)) <= 2
    }
}
