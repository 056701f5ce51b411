import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// What a blind operator hears of the main menu and the Preferences window: Orca 43's own
/// words for the menu's items and each setting with its value.
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
        await AccessibilityDriver.run("""
        focus_name_field()
        mark = said_mark()
        key("F10")
        wait_said("Import…", mark)
        never_said("Gtk", mark)
        # Preferences by its access key (Import, Export, Batches and Statistics come first).
        key("p")
        # The first focus event in a new window may be passed over by Orca (no window manager).
        theme = find(name="Theme: Follow System", role_name="push button")
        wait_for("focus on the theme", lambda: "focused" in states(theme))
        orca_follows_focus_in(theme, "Theme: Follow System")
        mark = said_mark()
        key("Tab")
        wait_said("Move on by itself check box not checked", mark)
        mark = said_mark()
        key("Tab")
        wait_said_in_order(["Keep for the next entry", "City check box not checked"], mark)
        mark = said_mark()
        key("Tab", "Tab", "Tab", "Tab")
        wait_said("Also from an old entry fixed check box not checked", mark)
        mark = said_mark()
        key("Tab")
        wait_said("Suggest addresses from: Bundled sample addresses", mark)
        mark = said_mark()
        key("Tab")
        wait_said("Server address", mark)
        """, targetPID: pid, timeout: 90)
    }
}
