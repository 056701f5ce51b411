import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The kiosk as a customer and the operator meet it: the real binary in kiosk mode, driven
/// through AT-SPI and xdotool by `Tests/Drivers/kiosk_end_to_end.py`.
@MainActor
final class KioskEndToEndTests: AppProcessTestCase {
    private func setPIN(_ pin: String) throws {
        let result = try XCTUnwrap(app).command(["kiosk", "set-pin"], input: "\(pin)\n\(pin)\n")
        XCTAssertEqual(result.status, 0, result.errors)
    }

    func testKioskWithoutAPINRefusesToStartAndSaysHowToSetOne() async throws {
        let result = try XCTUnwrap(app).command(["--kiosk"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("entrydesk kiosk set-pin"), result.errors)
    }

    func testSetPINStoresOnlyASaltedHash() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let config = try String(contentsOf: app.home.appendingPathComponent("config/entrydesk/entrydesk.conf"), encoding: .utf8)
        XCTAssertTrue(config.contains("admin-pin = pbkdf2-sha256$"), config)
        // The salt's and the hash's hex digits may hold "2468" by chance (about 1 in 700): look
        // at everything else.
        let outsideTheHash = config.replacingOccurrences(
            of: #"pbkdf2-sha256\$[0-9]+\$[0-9a-f]+\$[0-9a-f]+"#, with: "",
            options: .regularExpression)
        XCTAssertFalse(outsideTheHash.contains("2468"), "the PIN itself is never stored")
        let mismatch = try app.command(["kiosk", "set-pin"], input: "2468\n1357\n")
        XCTAssertNotEqual(mismatch.status, 0)
        XCTAssertTrue(mismatch.errors.contains("differ"), mismatch.errors)
    }

    func testIdleTimeoutClearsEveryFieldAndItsUndoHistory() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk", "--idle-timeout", "4"])
        await AccessibilityDriver.call("kiosk_end_to_end.idle_reset_forgets_fields_and_undo", targetPID: pid)
        XCTAssertTrue(app.isRunning)
    }

    /// Under Xvfb an XTEST wheel click also reaches GTK as a pointer motion, so this passes
    /// through the motion controller too; on Wayland (axis events only) and with smooth-scrolling
    /// devices only the idle monitor's scroll controller sees the wheel.
    func testScrollingWithTheWheelCountsAsSomeoneThere() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk", "--idle-timeout", "4"])
        // Twice the timeout of wheel turns alone, no key, click or pointer motion.
        await AccessibilityDriver.call("kiosk_end_to_end.wheel_keeps_someone_there", 8.0, targetPID: pid)
        XCTAssertTrue(app.isRunning)
    }

    func testNoKeyboardWayOutAndOnlyTheRightPINLeaves() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call("kiosk_end_to_end.no_keyboard_way_out_then_the_pin", "1111", "2468", targetPID: pid)
        let status = await app.waitForExit(timeout: 10)
        XCTAssertEqual(status, 0, "the staff menu's Leave kiosk mode leaves the kiosk")
    }

    func testThreeWrongPINsStayLockedAcrossAPowerCut() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let first = try app.launch(["--kiosk"])
        await AccessibilityDriver.call("kiosk_end_to_end.three_wrong_pins_lock", ["1111", "2222", "3333"], targetPID: first)
        app.kill()
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call("kiosk_end_to_end.lock_kept_after_a_restart", "2468", targetPID: pid)
        XCTAssertTrue(app.isRunning, "the right PIN does not leave while the panel is locked")
    }

    func testLaunchingEntryDeskAgainRaisesTheKioskInsteadOfOpeningTheDesk() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk"], singleInstance: true)
        await AccessibilityDriver.call("kiosk_end_to_end.kiosk_on_screen", targetPID: pid)
        // What the desktop menu runs: plain `entrydesk`.
        let second = try app.command([])
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertTrue(app.isRunning, "the kiosk is still running")
        let output = await AccessibilityDriver.call("kiosk_end_to_end.windows_and_saved_entries", targetPID: pid)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "1 0", "one window, no saved entries")
    }

    func testAKioskStartedWhileTheDeskRunsSaysSoAndStartsNothing() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let desk = try app.launch(singleInstance: true)
        await AccessibilityDriver.call("kiosk_end_to_end.desk_on_screen", targetPID: desk)
        let kiosk = try app.command(["--kiosk"])
        XCTAssertEqual(kiosk.status, 2, kiosk.output + kiosk.errors)
        XCTAssertTrue(kiosk.errors.contains("already running"), kiosk.errors)
        XCTAssertTrue(app.isRunning, "the desk is untouched")
    }

    /// A visitor who walks away on the review page is warned there too (the warning used to
    /// be drawn on the form page only), then the next person gets a fresh form; an amount above
    /// the usual is pointed out on the review page.
    func testAPauseOnTheReviewPageWarnsThenLeavesAFreshForm() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        // 10 s: the warning takes the last 5, long enough to read the form under it on a busy
        // machine (with 6 s it was up 3 s, and a slow read once found the form already reset).
        let pid = try app.launch(["--kiosk", "--idle-timeout", "10"])
        await AccessibilityDriver.call(
            "kiosk_end_to_end.review_page_pause_warns_then_fresh_form", "Dorothy Vaughan", "2000000",
            targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertFalse(export.output.contains("Dorothy Vaughan"), "nothing saved without Confirm")
    }

    func testAfterSaveTheConfirmationThenAFreshForm() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call("kiosk_end_to_end.saved_then_fresh_form", "Katherine Johnson", "25", targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertTrue(export.output.contains("Katherine Johnson"), export.output + export.errors + app.printed)
    }
}

/// The kiosk's touch keyboards: the number pad for the amount, the letter keyboard for text.
@MainActor
final class KioskTouchTests: AppProcessTestCase {
    /// Starts the kiosk with its on-screen keyboard (Xvfb's XTEST keyboard would hide it).
    private func launchWithOnScreenKeyboard(_ arguments: [String] = []) throws -> Int32 {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        return try app.launch(["--kiosk"] + arguments)
    }

    func testTheNumberPadTypesTheAmountAndTheOnScreenKeyboardTypesText() async throws {
        let pid = try launchWithOnScreenKeyboard()
        await AccessibilityDriver.call("kiosk_end_to_end.screen_keyboard_and_number_pad_type", targetPID: pid)
    }

    /// A popover with a keyboard under its list does not fit a touch screen: the currency list
    /// is a page of its own there, searched with its own keyboard and left with Cancel.
    func testTheCurrencyListIsAPageSearchedByTouch() async throws {
        let pid = try launchWithOnScreenKeyboard()
        await AccessibilityDriver.call("kiosk_end_to_end.currency_page_searched_by_touch", targetPID: pid)
    }

    /// A person who walks away from the currency page leaves nothing of it: the pause brings
    /// the next person back to a fresh form, with the currency they started with.
    func testAPauseOnTheCurrencyPageLeavesAFreshForm() async throws {
        let pid = try launchWithOnScreenKeyboard(["--idle-timeout", "4"])
        await AccessibilityDriver.call("kiosk_end_to_end.currency_page_pause_leaves_fresh_form", targetPID: pid)
    }
}
