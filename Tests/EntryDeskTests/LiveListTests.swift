import Foundation
import GtkTestSupport
import XCTest

/// The saved-entries list follows the database by itself: entries a terminal imports appear
/// within a second, with no key pressed and the window never left, and each row says its
/// reference and when it was keyed. The drivers are `Tests/Drivers/desk_checks.py`.
@MainActor
final class LiveListTests: AppProcessTestCase {
    func testAnImportInATerminalAppearsWithinASecondWithItsReferenceAndDate() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call("desk_checks.empty_list_shown", targetPID: pid)
        let file = app.home.appendingPathComponent("terminal.jsonl")
        try Data(
            ("""
            {"name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD","reference":"INV-77"}
            {"name":"Alan Turing","country_code":"GB","city":"London","postal_code":"sw1a1aa","street_line1":"1 Horse Guards","amount":"5.00","currency":"GBP"}
            """).utf8
        ).write(to: file)
        let imported = try app.command(["import", file.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        // Nothing is pressed and the window keeps the focus: the list reads again by itself; the
        // driver gives it 2 s from its start (a second, and room for a loaded machine).
        await AccessibilityDriver.call(
            "desk_checks.imported_rows_listed", "2 entries", 2.0, "Grace Hopper", "INV-77",
            "Alan Turing", "SW1A 1AA", targetPID: pid)
    }
}
