import Foundation
import TestSupport
import XCTest

/// The real `entrydesk`, started with no `--theme`, is dark when the desktop asks for dark:
/// GNOME's `color-scheme` (here from a GSettings key file instead of dconf) or GTK's own
/// `gtk-application-prefer-dark-theme` (GTK's settings.ini); a theme asked for wins.
///
/// The app says which theme it applied in its debug log (`G_MESSAGES_DEBUG=entrydesk`):
/// "theme dark applied (the desktop's preference)".
@MainActor
final class DesktopPreferenceLaunchTests: XCTestCase {
    func testWithNoThemeTheAppFollowsGNOMEsColorScheme() async throws {
        let dark = try await launchedTheme(gnomeColorScheme: "prefer-dark")
        XCTAssertEqual(dark, "dark")
        let light = try await launchedTheme(gnomeColorScheme: "default")
        XCTAssertEqual(light, "light")
    }

    func testAThemeAskedForWinsOverTheDesktop() async throws {
        let chosen = try await launchedTheme(gnomeColorScheme: "prefer-dark", arguments: ["--theme", "high-contrast"])
        XCTAssertEqual(chosen, "high-contrast")
    }

    /// GTK's settings exist only once GTK runs, after the app made its theme manager: read then.
    func testWithNoThemeTheAppFollowsGTKsDarkPreference() async throws {
        let dark = try await launchedTheme(
            gnomeColorScheme: "default",
            gtkSettings: "[Settings]\ngtk-application-prefer-dark-theme=1\n")
        XCTAssertEqual(dark, "dark")
    }

    /// Starts the app in a sandbox with the given desktop settings and returns the theme it applied.
    private func launchedTheme(gnomeColorScheme: String, gtkSettings: String? = nil, arguments: [String] = []) async throws -> String {
        let app = try AppProcess()
        defer { app.cleanUp() }
        let config = app.home.appendingPathComponent("config")
        let keyFile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        try FileManager.default.createDirectory(at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[org/gnome/desktop/interface]\ncolor-scheme='\(gnomeColorScheme)'\n".utf8).write(to: keyFile)
        if let gtkSettings {
            let file = config.appendingPathComponent("gtk-4.0/settings.ini")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(gtkSettings.utf8).write(to: file)
        }
        app.environmentChanges = ["GSETTINGS_BACKEND": "keyfile", "G_MESSAGES_DEBUG": "entrydesk", "GTK_THEME": nil]
        try app.launch(arguments)
        func applied() -> String? {
            guard let line = app.printed.split(separator: "\n").first(where: { $0.contains("] theme ") }),
                let name = line.split(separator: "] theme ").last?.split(separator: " ").first
            else { return nil }
            return String(name)
        }
        try await waitUntil("entrydesk to say which theme it applied") { applied() != nil || !app.isRunning }
        return try XCTUnwrap(applied(), app.printed)
    }
}
