import Foundation
import GtkTestSupport
import XCTest

/// The saved-entries list follows the database by itself: entries a terminal imports appear
/// within a second, with no key pressed and the window never left, and each row says its
/// reference and when it was keyed.
@MainActor
final class LiveListTests: AppProcessTestCase {
    func testAnImportInATerminalAppearsWithinASecondWithItsReferenceAndDate() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        focus_window("EntryDesk")
        wait_for("the empty list", lambda: find_all(name="No saved entries yet", role_name="label"))
        """, targetPID: pid)
        let file = app.home.appendingPathComponent("terminal.jsonl")
        try Data(("""
        {"name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD","reference":"INV-77"}
        {"name":"Alan Turing","country_code":"GB","city":"London","postal_code":"sw1a1aa","street_line1":"1 Horse Guards","amount":"5.00","currency":"GBP"}
        """).utf8).write(to: file)
        let imported = try app.command(["import", file.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        await AccessibilityDriver.run("""
        import re
        # Nothing is pressed and the window keeps the focus: the list reads again by itself.
        wait_for("the imported entries listed", lambda: find_all(name="2 entries", role_name="label"), timeout=2)
        rows = wait_for("Grace Hopper's row", lambda: [n for n in find_all() if n.name.startswith("Grace Hopper, ")])
        # Imported just now: the time of day, as the locale writes it (10:42 or 10:42 AM).
        check(re.search(r", INV-77, \\d{1,2}:\\d{2}(\\s*[AP]M)?$", rows[0].name), "row said as " + repr(rows[0].name))
        turing = wait_for("Alan Turing's row", lambda: [n for n in find_all() if n.name.startswith("Alan Turing, ")])
        check("SW1A 1AA" in turing[0].name, "the postcode in its national form: " + repr(turing[0].name))
        """, targetPID: pid)
    }
}
