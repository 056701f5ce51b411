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
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-desktop-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        let keyFile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        try FileManager.default.createDirectory(at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[org/gnome/desktop/interface]\ncolor-scheme='\(gnomeColorScheme)'\n".utf8).write(to: keyFile)
        if let gtkSettings {
            let file = config.appendingPathComponent("gtk-4.0/settings.ini")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(gtkSettings.utf8).write(to: file)
        }
        let replica = home.appendingPathComponent("replica")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = config.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["ENTRYDESK_DATABASE"] = home.appendingPathComponent("entries.sqlite3").path
        environment["GSETTINGS_BACKEND"] = "keyfile"
        environment["ENTRYDESK_BENCH_EXIT_ON_MAP"] = "1"
        environment["ENTRYDESK_BENCH_REPLICA"] = replica.path
        environment.removeValue(forKey: "ENTRYDESK_CONFIG")
        environment.removeValue(forKey: "GTK_THEME")

        let process = Process()
        process.executableURL = AppProcess.binary
        process.arguments = ["--separate-instance"] + arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("entrydesk did not quit after its first frame")
        }
        return try String(contentsOf: replica.appendingPathComponent("theme"), encoding: .utf8)
    }
}
