import Foundation
import GtkTestSupport
import XCTest

/// The duplicate warning: saving an entry whose name, address and amount match one
/// saved lately (folded as the address index folds: "12 Main Street" = "12 main st.", case
/// ignored) asks first, naming the earlier entry, and never refuses: Alt+A ("Save anyway")
/// stores it. Real keys, read back over AT-SPI and from the store; the drivers are
/// `Tests/Drivers/desk_checks.py`.
@MainActor
final class DuplicateWarningEndToEndTests: AppProcessTestCase {
    func testTheSamePaymentKeyedAgainAsksNamingTheEarlierEntryAndSavesWhenConfirmed() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_checks.keyed_again_asks_naming_the_earlier_entry", app.databaseURL.path,
            targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertEqual(export.output.split(separator: "\n").count, 3, "the confirmed duplicate is saved, once")
    }

    func testNoQuestionWhenDuplicateDaysIsZero() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\nduplicate-days = 0\n")
        let pid = try app.launch()
        await AccessibilityDriver.call("desk_checks.same_entry_twice_without_a_question", targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.output.split(separator: "\n").count, 2)
    }
}
