import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// What a blind operator hears of the main menu and the Preferences window: Orca 43's own
/// words for the menu's items and each setting with its value. The driver is
/// `Tests/Drivers/orca_main_menu.py`.
@MainActor
final class OrcaMainMenuTests: AppProcessTestCase {
    private var orca: OrcaScreenReader?

    override func setUp() async throws {
        try await super.setUp()
        orca = try OrcaScreenReader()
    }

    override func tearDown() async throws {
        orca?.stop()
        try await super.tearDown()
    }

    func testTheMenuItemsAndEachSettingWithItsValueAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("orca_main_menu.menu_items_and_settings_said", targetPID: pid, timeout: 90)
    }
}
