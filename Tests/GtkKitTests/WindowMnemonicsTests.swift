import GtkKit
import GtkTestSupport
import XCTest

/// Access keys ("_Save") underlined always in the windows of a desk used from the keyboard.
@MainActor
final class WindowMnemonicsTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testWindowsKeepTheirAccessKeysUnderlinedOnlyWhenAsked() async throws {
        let plain = Window()
        defer { plain.destroy() }
        XCTAssertFalse(plain.mnemonicsVisible, "GTK's way: only while Alt is held")

        Window.keepsMnemonicsVisible = true
        defer { Window.keepsMnemonicsVisible = false }
        let desk = Window()
        defer { desk.destroy() }
        XCTAssertTrue(desk.mnemonicsVisible)
        // GTK hides them when Alt is released or the window loses focus: shown again at once.
        desk.mnemonicsVisible = false
        XCTAssertTrue(desk.mnemonicsVisible)
        XCTAssertFalse(plain.mnemonicsVisible, "a window made before is left as it was")
    }
}
