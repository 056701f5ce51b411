import Foundation
import XCTest

/// The real `entrydesk`, started with no `--theme`, is dark when the desktop asks for dark:
/// GNOME's `color-scheme` (here from a GSettings key file instead of dconf) or GTK's own
/// `gtk-application-prefer-dark-theme` (GTK's settings.ini); a theme asked for wins.
///
/// The app says which theme it applied beside the style sheet the start-up benchmark has it
/// write (`ENTRYDESK_BENCH_REPLICA`), then quits by itself (`ENTRYDESK_BENCH_EXIT_ON_MAP`).
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
        let dark = try await launchedTheme(gnomeColorScheme: "default",
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
        let replica = app.home.appendingPathComponent("replica")
        app.environmentChanges = [
            "GSETTINGS_BACKEND": "keyfile", "ENTRYDESK_BENCH_EXIT_ON_MAP": "1",
            "ENTRYDESK_BENCH_REPLICA": replica.path, "GTK_THEME": nil,
        ]
        try app.launch(arguments)
        guard await app.waitForExit(timeout: 30) != nil else {
            XCTFail("entrydesk did not quit after its first frame")
            return ""
        }
        return try String(contentsOf: replica.appendingPathComponent("theme"), encoding: .utf8)
    }
}
