@testable import EntryDesk
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The main menu as an operator uses it, on the real `entrydesk` binary: F10 opens it, and its
/// items open Preferences (where a theme applies at once and is written to the configuration
/// file), About (the version and where the address data comes from) and the shortcuts window.
/// The drivers are `Tests/Drivers/main_menu.py`.
@MainActor
final class MainMenuEndToEndTests: AppProcessTestCase {
    func testPreferencesSwitchesToDarkAtOnceAndWritesItToTheConfigurationFile() async throws {
        let app = try XCTUnwrap(app)
        let config = app.configurationFile
        let kept = "# the front desk\n[amounts]\nallow-negative = true   # refunds\n"
        try app.writeConfiguration(kept)
        chmod(config.path, 0o640)
        let pid = try app.launch(["--theme", "light"])
        await AccessibilityDriver.call("main_menu.preferences_switch_to_dark_at_once", config.path, kept, targetPID: pid, timeout: 90)
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o640, "the file's mode is kept")
    }

    func testAboutShowsTheVersionAndTheAddressDataAndTheMenuOpensTheShortcuts() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call(
            "main_menu.about_then_shortcuts", AppIdentity.version,
            "under the MIT License: https://opensource.org/licenses/mit-license.php",
            targetPID: pid, timeout: 90)
    }

    /// Batches (Ctrl+Shift+L) and Statistics (Ctrl+Shift+O) are in the menu too, beside Import
    /// (Ctrl+I), each with its shortcut, and open their windows.
    func testTheMenuOpensBatchesAndStatisticsWithTheirShortcutsShown() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("main_menu.batches_and_statistics_from_the_menu", targetPID: pid, timeout: 90)
    }

    /// A password typed for the team server is written into the file (kept private) and never
    /// shown again: the address says `***`, the password field is empty, the app prints nothing
    /// of it. The address source is written as it is chosen.
    func testTheServerPasswordIsWrittenButNeverShownAgain() async throws {
        let app = try XCTUnwrap(app)
        let config = app.configurationFile
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "main_menu.server_password_written_never_shown", config.path,
            "postgresql://desk_anna@db.example/entries", "s3cret",
            "postgresql://desk_anna:s3cret@db.example/entries", "postgresql://desk_anna:***@db.example/entries",
            targetPID: pid, timeout: 90)
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o600, "a file with a password is private")
        app.kill()
        XCTAssertFalse(app.printed.contains("s3cret"), app.printed)
    }
}
