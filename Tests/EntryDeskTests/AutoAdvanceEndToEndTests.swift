import Foundation
import GtkTestSupport
import XCTest

/// Auto-advance, when switched on: a whole postcode or an amount with every cent
/// moves focus on by itself, in the turn of the key that made it whole, so the keys typed after
/// it land in the next field. Off by default; switched on in Preferences, at once. The drivers
/// are `Tests/Drivers/desk_checks.py`.
@MainActor
final class AutoAdvanceEndToEndTests: AppProcessTestCase {
    func testSwitchedOnAWholeZIPCodeAndAWholeAmountMoveOnAsTheKeysComeIn() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\nauto-advance = true\n")
        let pid = try app.launch()
        // One stream, no Enter and no Tab: the ZIP code, the amount, the reference.
        await AccessibilityDriver.call(
            "desk_checks.whole_fields_move_on_as_typed", "1001412.50R-7", "10014", "12.50", "R-7",
            targetPID: pid, timeout: 90)
    }

    func testOffByDefaultThenSwitchedOnInPreferencesAtOnce() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_checks.auto_advance_switched_on_in_preferences", app.configurationFile.path,
            targetPID: pid, timeout: 90)
    }
}
