@testable import EntryDesk
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The main menu as an operator uses it, on the real `entrydesk` binary: F10 opens it, and its
/// items open Preferences (where a theme applies at once and is written to the configuration
/// file), About (the version and where the address data comes from) and the shortcuts window.
@MainActor
final class MainMenuEndToEndTests: AppProcessTestCase {
    func testPreferencesSwitchesToDarkAtOnceAndWritesItToTheConfigurationFile() async throws {
        let app = try XCTUnwrap(app)
        let config = app.home.appendingPathComponent("config/entrydesk/entrydesk.conf")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# the front desk\n[amounts]\nallow-negative = true   # refunds\n".write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o640)
        let pid = try app.launch(["--theme", "light"])
        await AccessibilityDriver.run("""
        config = \(AccessibilityDriver.pythonString(config.path))
        name = focus_name_field()
        frame = find(role_name="frame", name="EntryDesk")
        def background():
            x, y, width, height = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            # The form's margin, low on the window's start side: window background, no widget.
            return screen_pixel(x + 12, y + height - 90)
        wait_for("a light window at first", lambda: sum(background()) > 720)
        key("F10")
        # Import and Export first, Batches and Statistics, then Preferences, Keyboard Shortcuts and
        # About, as GNOME apps order them.
        find(name="Import…", role_name="menu item", showing=True)
        find(name="Export…", role_name="menu item", showing=True)
        find(name="Batches", role_name="menu item", showing=True)
        find(name="Statistics", role_name="menu item", showing=True)
        find(name="Preferences", role_name="menu item", showing=True)
        find(name="Keyboard Shortcuts", role_name="menu item", showing=True)
        find(name="About EntryDesk", role_name="menu item", showing=True)
        key("p")  # _Preferences
        focus_window("Preferences")
        theme = find(name="Theme: Follow System", role_name="push button")
        wait_for("focus on the theme", lambda: "focused" in states(theme))
        key("space")
        find(name="Dark", role_name="label", showing=True)
        key("Down", "Down", "Return")
        wait_for("the window dark at once", lambda: sum(background()) < 200)
        find(name="Theme: Dark", role_name="push button")
        def written():
            with open(config) as file:
                return file.read()
        wait_for("the theme in the file", lambda: "theme = dark" in written())
        check(written().startswith("# the front desk\\n[amounts]\\nallow-negative = true   # refunds\\n"), "the rest kept: " + written())
        key("Escape")
        wait_for_window_gone("Preferences")
        """, targetPID: pid, timeout: 90)
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o640, "the file's mode is kept")
    }

    func testAboutShowsTheVersionAndTheAddressDataAndTheMenuOpensTheShortcuts() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        focus_name_field()
        key("F10")
        find(name="About EntryDesk", role_name="menu item", showing=True)
        key("a")  # _About EntryDesk
        find(name="\(AppIdentity.version)", role_name="label")
        focus_window("About EntryDesk")
        credits = find(name="Credits", role_name="page tab")
        click(credits)
        wait_for("the address data's credit", lambda: [n for n in find_all() if "libaddressinput" in (n.name or "")])
        wait_for("the sample addresses' credit", lambda: [n for n in find_all() if "OpenAddresses" in (n.name or "")])
        click(find(name="License", role_name="page tab"))
        def licence_texts():
            return [text(n) for n in find_all(role_name="text", showing=True)]
        wait_for("the licence named once", lambda: [t for t in licence_texts() if "under the MIT License: https://opensource.org/licenses/mit-license.php" in t])
        check(not [t for t in licence_texts() if "the The" in t], "no 'See the The MIT License': " + repr(licence_texts()))
        key("Escape")
        wait_for_window_gone("About EntryDesk")
        focus_window("EntryDesk")
        key("F10")
        find(name="Keyboard Shortcuts", role_name="menu item", showing=True)
        key("k")  # _Keyboard Shortcuts

        wait_for("the shortcuts window", lambda: [n for n in find_all() if n.name == "Save the entry"])
        """, targetPID: pid, timeout: 90)
    }

    /// Batches (Ctrl+Shift+L) and Statistics (Ctrl+Shift+O) are in the menu too, beside Import
    /// (Ctrl+I), each with its shortcut, and open their windows.
    func testTheMenuOpensBatchesAndStatisticsWithTheirShortcutsShown() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        focus_name_field()
        key("F10")
        find(name="Import…", role_name="menu item", showing=True)
        find(name="Batches", role_name="menu item", showing=True)
        # GTK shows each item's shortcut as a label beside it.
        find(name="Ctrl+I", role_name="label", showing=True)
        find(name="Shift+Ctrl+L", role_name="label", showing=True)
        find(name="Shift+Ctrl+O", role_name="label", showing=True)
        key("b")  # the item's access key, _Batches
        focus_window("Batches")
        key("Escape")
        wait_for_window_gone("Batches")
        focus_window("EntryDesk")
        key("F10")
        find(name="Statistics", role_name="menu item", showing=True)
        key("s")  # _Statistics
        focus_window("Statistics")
        key("Escape")
        wait_for_window_gone("Statistics")
        """, targetPID: pid, timeout: 90)
    }

    /// A password typed for the team server is written into the file (kept private) and never
    /// shown again: the address says `***`, the password field is empty, the app prints nothing
    /// of it. The address source is written as it is chosen.
    func testTheServerPasswordIsWrittenButNeverShownAgain() async throws {
        let app = try XCTUnwrap(app)
        let config = app.home.appendingPathComponent("config/entrydesk/entrydesk.conf")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        config = \(AccessibilityDriver.pythonString(config.path))
        def written():
            return file_text(config)
        focus_name_field()
        key("ctrl+comma")
        focus_window("Preferences")
        sources = find(name="Suggest addresses from: Bundled sample addresses", role_name="push button")
        tab_to(sources)
        key("space")
        find(name="Photon (address service)", role_name="label", showing=True)
        key("Down", "Down", "Down", "Return")
        wait_for("the provider in the file", lambda: "provider = photon" in written())
        address = find(name="Server address", role_name="text")
        tab_to(address)
        type_text("postgresql://desk_anna@db.example/entries")
        password = find(name="Password", role_name="password text")
        tab_to(password)
        type_text("s3cret")
        key("Return")
        wait_for("the server in the file", lambda: "server = postgresql://desk_anna:s3cret@db.example/entries" in written())
        wait_for("the password hidden in the address", lambda: text(address) == "postgresql://desk_anna:***@db.example/entries")
        check(text(password) == "", "the password field is cleared")
        check(not [n for n in find_all() if "s3cret" in (n.name or "") or "s3cret" in (n.description or "")], "the password is nowhere in the window")
        key("Escape")
        wait_for_window_gone("Preferences")
        """, targetPID: pid, timeout: 90)
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o600, "a file with a password is private")
        app.kill()
        XCTAssertFalse(app.printed.contains("s3cret"), app.printed)
    }
}
