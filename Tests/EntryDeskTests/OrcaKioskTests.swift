import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// What a blind visitor hears at the kiosk, in Orca 43's own words: the review before saving,
/// the confirmation with the reference number, the idle countdown and the fresh form after it,
/// and a wrong staff PIN, typed on a keyboard without a digit said. The drivers are
/// `Tests/Drivers/orca_kiosk.py`.
@MainActor
final class OrcaKioskTests: AppProcessTestCase {
    private var orca: OrcaScreenReader?

    override func setUp() async throws {
        try await super.setUp()
        let pin = try XCTUnwrap(app).command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        orca = try OrcaScreenReader()
    }

    override func tearDown() async throws {
        orca?.stop()
        try await super.tearDown()
    }

    func testTheReviewTheConfirmationAndAWrongPINAreSpokenAndThePINIsNot() async throws {
        let pid = try XCTUnwrap(app).launch(["--kiosk"])
        await AccessibilityDriver.call(
            "orca_kiosk.review_confirmation_and_wrong_pin", "Katherine Johnson", "25", "$25.00", "1357",
            targetPID: pid, timeout: 120)
    }

    func testTheIdleCountdownAndTheClearedFormAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch(["--kiosk", "--idle-timeout", "6"])
        await AccessibilityDriver.call("orca_kiosk.idle_countdown_and_cleared_form", targetPID: pid, timeout: 120)
    }

    /// A visitor with a keypad hears a suggestion that stands for several addresses as the desk's
    /// operator does: Down onto it says it, with how many it holds and its place.
    func testAGroupedSuggestionIsSaidWhenDownReachesIt() async throws {
        let pid = try XCTUnwrap(app).launch(["--kiosk"])
        await AccessibilityDriver.call("orca_desk.grouped_suggestion_said_on_down", targetPID: pid, timeout: 90)
    }

}

/// `[kiosk] screen-reader = on`: Orca starts with the kiosk (once its window is on screen) and
/// stops with it.
@MainActor
final class KioskScreenReaderSettingTests: AppProcessTestCase {
    func testOrcaStartsWithTheKioskAndStopsWithIt() async throws {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("screen-reader = on", in: "kiosk")
        let pid = try app.launch(["--kiosk"])
        await GtkTestEnvironment.waitUntil("Orca started by the kiosk", timeout: 30) { OrcaProcesses.children(of: pid).count == 1 }
        let orca = try XCTUnwrap(OrcaProcesses.children(of: pid).first)
        kill(pid, SIGTERM)
        let status = await app.waitForExit(timeout: 15)
        XCTAssertNotNil(status, "the kiosk ends on SIGTERM")
        await GtkTestEnvironment.waitUntil("Orca stopped with the kiosk", timeout: 15) {
            OrcaProcesses.hasEnded(orca)
        }
    }
}
