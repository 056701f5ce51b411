import Foundation
import GtkTestSupport
import XCTest

/// Operator statistics: keystrokes typed in the desk's window, with a pause longer than
/// `[statistics] pause-seconds` between them, counted one by one and their keying time without
/// the pause, as `entrydesk stats` reports them.
@MainActor
final class OperatorStatisticsEndToEndTests: AppProcessTestCase {
    func testKeystrokesAreCountedAndThePauseLeftOut() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[desk]\nsign-in = yes\n[statistics]\npause-seconds = 2\n")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        import time
        name = sign_in("op-9")
        type_text("Ann")
        wait_for("typed", lambda: text(name) == "Ann")
        # The pause the statistics leave out (pause-seconds = 2): no key for 2.5 s.
        last_key = time.monotonic()
        wait_for("2.5 s without a key", lambda: time.monotonic() - last_key >= 2.5)
        type_text("Bell")
        wait_for("typed", lambda: text(name) == "AnnBell")
        # The window's statistics, with the keys typed so far: A, n, n, B, e, l, l and the O of
        # Ctrl+Shift+O are 8; the pause left out, the keying took under 2 s, so more than
        # 8 × 3,600 / 2 = 14,400 keystrokes per hour.
        key("ctrl+shift+o")
        focus_window("Statistics")
        row = find(role_name="list item", showing=True)
        wait_for("op-9's row", lambda: (row.name or "").startswith("Operator: op-9; Batch: –; Entries: 0; Keystrokes: 8; Keying time: "))
        figures = dict(part.split(": ", 1) for part in row.name.split("; "))
        check(figures["Keying time"] in ("0 seconds", "1 second", "2 seconds"), row.name)
        check(int(figures["Keystrokes per hour"].replace(",", "")) > 14400, row.name)
        key("Escape")
        wait_for_window_gone("Statistics")
        wait_for("focus back in Name", lambda: "focused" in states(name))
        key("ctrl+q")
        find(name="Save the entry you are typing?", showing=True)
        key("alt+d")
        """, targetPID: pid, timeout: 60)
        let exit = await app.waitForExit()
        XCTAssertEqual(exit, 0)
        let stats = try app.command(["stats", "--json"])
        XCTAssertEqual(stats.status, 0, stats.errors)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.count, 1, stats.output)
        let row = try XCTUnwrap(rows.first)
        XCTAssertEqual(row["operator"] as? String, "op-9")
        // A, n, n, B (Shift is no keystroke), e, l, l, the O of Ctrl+Shift+O and the Q of Ctrl+Q
        // (Escape in the statistics window is not a key of the desk's).
        XCTAssertEqual(row["keystrokes"] as? Int, 9, stats.output)
        let keying = try XCTUnwrap(row["keying_seconds"] as? Double)
        XCTAssertGreaterThan(keying, 0, stats.output)
        XCTAssertLessThan(keying, 2, "the 2.5 s pause is left out: \(stats.output)")
        XCTAssertEqual(row["entries"] as? Int, 0)
    }
}
