import Foundation
import GtkTestSupport
import XCTest

/// Operator statistics: keystrokes typed in the desk's window, with a pause longer than
/// `[statistics] pause-seconds` between them, counted one by one and their keying time without
/// the pause, as `entrydesk stats` reports them. The driver is `Tests/Drivers/batches.py`.
@MainActor
final class OperatorStatisticsEndToEndTests: AppProcessTestCase {
    func testKeystrokesAreCountedAndThePauseLeftOut() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[desk]\nsign-in = yes\n[statistics]\npause-seconds = 2\n")
        let pid = try app.launch()
        // The pause the statistics leave out (pause-seconds = 2): no key for 2.5 s.
        await AccessibilityDriver.call("batches.keystrokes_counted_and_the_pause_left_out", "op-9", 2.5, targetPID: pid, timeout: 60)
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
