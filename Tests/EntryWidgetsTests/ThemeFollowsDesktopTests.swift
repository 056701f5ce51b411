import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// With no theme asked for, the app is light or dark as GNOME's Style setting says
/// (`org.gnome.desktop.interface color-scheme`), or the desktop portal's
/// (`org.freedesktop.appearance color-scheme`), also when it changes while the app runs; a
/// theme asked for wins. GNOME's setting is read from a GSettings key file here, as the
/// desktop's dconf database would be read outside the tests.
@MainActor
final class ThemeFollowsDesktopTests: XCTestCase {
    private var folder: TemporaryFolder!
    /// GNOME's setting, as a GSettings key file.
    private var file: URL { folder.file("color-scheme.ini") }

    override func setUp() async throws {
        try GtkTestEnvironment.start()
        folder = try TemporaryFolder("entrydesk-color-scheme")
        // GTK's own dark preference is process-wide: start from the light one.
        ThemeManager().apply(["light"])
    }

    override func tearDown() async throws {
        folder?.cleanUp()
        ThemeManager().apply(["light"])
    }

    private func setColorScheme(_ value: String) throws {
        try Data("[org/gnome/desktop/interface]\ncolor-scheme='\(value)'\n".utf8).write(to: file)
    }

    func testTheDesktopsDarkPreferenceIsFollowedAndItsChanges() async throws {
        try setColorScheme("prefer-dark")
        let scheme = DesktopColorScheme(source: .keyFile(path: file.path))
        XCTAssertTrue(scheme.isAvailable, "GNOME's desktop schemas are installed here (gsettings-desktop-schemas)")
        XCTAssertTrue(scheme.prefersDark)

        let following = ThemeManager(colorScheme: .keyFile(path: file.path))
        XCTAssertNil(following.apply([]))
        XCTAssertEqual(following.activeThemeName, "dark")

        try setColorScheme("default")
        await GtkTestEnvironment.waitUntil("the light theme after the desktop's change", timeout: 10) {
            following.activeThemeName == "light"
        }
        try setColorScheme("prefer-dark")
        await GtkTestEnvironment.waitUntil("the dark theme again", timeout: 10) { following.activeThemeName == "dark" }
    }

    func testAThemeAskedForWinsOverTheDesktop() async throws {
        try setColorScheme("prefer-dark")
        let chosen = ThemeManager(colorScheme: .keyFile(path: file.path))
        XCTAssertNil(chosen.apply(["high-contrast"]))
        XCTAssertEqual(chosen.activeThemeName, "high-contrast")
        // The desktop changes while a manager that follows it shows it noticed: the chosen one stays.
        let following = ThemeManager(colorScheme: .keyFile(path: file.path))
        XCTAssertNil(following.apply([]))
        try setColorScheme("default")
        await GtkTestEnvironment.waitUntil("the following manager to notice", timeout: 10) { following.activeThemeName == "light" }
        XCTAssertEqual(chosen.activeThemeName, "high-contrast")
    }

    /// KDE and other desktops publish the preference through the desktop portal instead.
    func testTheDesktopPortalsPreferenceIsFollowedAndItsChanges() async throws {
        try Data().write(to: file)  // GNOME's setting says nothing
        let portal = try FakeAppearancePortal(colorScheme: 1)
        defer { portal.stop() }
        let following = ThemeManager(colorScheme: .keyFile(path: file.path))
        XCTAssertNil(following.apply([]))
        await GtkTestEnvironment.waitUntil("the dark theme from the portal's answer", timeout: 10) {
            following.activeThemeName == "dark"
        }
        portal.set(2)
        await GtkTestEnvironment.waitUntil("the light theme after the portal's SettingChanged", timeout: 10) {
            following.activeThemeName == "light"
        }
        portal.set(1)
        await GtkTestEnvironment.waitUntil("the dark theme again", timeout: 10) { following.activeThemeName == "dark" }
    }

    func testNoValueSetReadsAsNoPreference() async throws {
        // A key file with nothing in it: the key's default ('default', no preference).
        try Data().write(to: file)
        let scheme = DesktopColorScheme(source: .keyFile(path: file.path))
        XCTAssertFalse(scheme.prefersDark)
    }
}
