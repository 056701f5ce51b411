import Foundation
import XCTest
import TestSupport

/// `make install PREFIX=...` lays out a prefix from which the app runs in any directory, with
/// desktop files that pass the desktop's own validators.
final class InstallTests: XCTestCase {
    private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheInstalledAppRunsFromAnyDirectoryWithValidDesktopFiles() throws {
        let folder = try TemporaryFolder("entrydesk-prefix")
        defer { folder.cleanUp() }
        let prefix = folder.url
        let install = try runTool(checkout.appendingPathComponent("scripts/install.sh").path, [prefix.path, builtAppBinary])
        XCTAssertEqual(install.status, 0, install.output)

        let desktop = prefix.appendingPathComponent("share/applications/org.entrydesk.EntryDesk.desktop").path
        let metainfo = prefix.appendingPathComponent("share/metainfo/org.entrydesk.EntryDesk.metainfo.xml").path
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: prefix.appendingPathComponent("share/icons/hicolor/scalable/apps/org.entrydesk.EntryDesk.svg").path))
        let licence = try String(contentsOfFile: prefix.appendingPathComponent("share/licenses/entrydesk/LICENSE").path, encoding: .utf8)
        XCTAssertTrue(licence.hasPrefix("MIT License"), licence)
        // The program without its debug information, which is kept beside for a debugger.
        let installedBinary = prefix.appendingPathComponent("bin/entrydesk").path
        let sections = try runTool("/usr/bin/readelf", ["-S", "-W", installedBinary])
        XCTAssertFalse(sections.output.contains(".debug_info"), "the installed binary is stripped of its debug information")
        XCTAssertTrue(sections.output.contains(".gnu_debuglink"), "and names where it went")
        let debugFile = prefix.appendingPathComponent("bin/.debug/entrydesk.debug").path
        XCTAssertTrue(try runTool("/usr/bin/readelf", ["-S", "-W", debugFile]).output.contains(".debug_info"))
        let desktopCheck = try runTool("/usr/bin/desktop-file-validate", [desktop])
        XCTAssertEqual(desktopCheck.status, 0, desktopCheck.output)
        // Outside /usr and /usr/local the menu would not find `entrydesk` on PATH.
        let entry = try String(contentsOfFile: desktop, encoding: .utf8)
        XCTAssertTrue(entry.contains("\nExec=\(prefix.path)/bin/entrydesk\n"), entry)
        let metainfoCheck = try runTool("/usr/bin/appstreamcli", ["validate", "--no-net", metainfo])
        XCTAssertEqual(metainfoCheck.status, 0, metainfoCheck.output)

        // The kiosk's keyboard layouts, every one, where the installed binary looks for them.
        let layouts = try FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent("Resources/keyboards").path)
        XCTAssertTrue(layouts.contains("de.json"), "\(layouts)")
        for name in layouts {
            let installedLayout = prefix.appendingPathComponent("share/entrydesk/Resources/keyboards/\(name)").path
            XCTAssertTrue(FileManager.default.fileExists(atPath: installedLayout), "\(name) is not installed")
        }

        // From an unrelated folder, the installed binary finds its tokens and bundled data.
        let elsewhere = FileManager.default.temporaryDirectory
        let installed = prefix.appendingPathComponent("bin/entrydesk").path
        let css = try runTool(installed, ["tokens", "css"], in: elsewhere)
        XCTAssertEqual(css.status, 0, css.output)
        XCTAssertTrue(css.output.contains(".text-input"))
        let suggest = try runTool(installed, ["suggest", "1600 amph"], in: elsewhere)
        XCTAssertEqual(suggest.status, 0, suggest.output)
        XCTAssertTrue(suggest.output.contains("Amphitheatre"), suggest.output)
        XCTAssertTrue(try runTool(installed, ["--version"], in: elsewhere).output.contains("0.1.0"))
        // And it reads them from the prefix, not from this checkout: remove one theme there.
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/entrydesk/Resources/tokens/themes/dark.json"))
        XCTAssertNotEqual(try runTool(installed, ["tokens", "css", "--theme", "dark"], in: elsewhere).status, 0)
    }
}
