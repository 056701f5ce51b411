import AddressKit
import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// The kiosk's staff panel, idle warning and text fields as a touch screen meets them: the real
/// binary, pointer clicks only (no key events at all), read through AT-SPI by
/// `Tests/Drivers/kiosk_staff_panel.py`.
@MainActor
final class KioskStaffPanelTouchTests: AppProcessTestCase {
    private func launchKiosk(_ arguments: [String] = [], onScreenKeyboard: Bool = false) throws -> Int32 {
        let app = try XCTUnwrap(app)
        let result = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(result.status, 0, result.errors)
        if onScreenKeyboard { try app.addSetting("on-screen-keyboard = always", in: "kiosk") }
        return try app.launch(["--kiosk"] + arguments)
    }

    private func saveEntry(named name: String, createdAt: Date) throws {
        let store = try EntryStore(url: try XCTUnwrap(app).databaseURL)
        _ = try store.insert(
            Entry(
                createdAt: createdAt, address: Address(countryCode: "US", name: name),
                amount: "10.00", currency: "USD"))
    }

    func testTheRightPINTappedOnTheKeypadOpensTheStaffMenuWithTodaysCount() async throws {
        let midnight = Calendar.current.startOfDay(for: Date())
        try saveEntry(named: "Saved this morning", createdAt: max(midnight, Date().addingTimeInterval(-60)))
        try saveEntry(named: "Saved yesterday", createdAt: midnight.addingTimeInterval(-3600))
        let pid = try launchKiosk()
        await AccessibilityDriver.call("kiosk_staff_panel.right_pin_opens_the_staff_menu", "2468", targetPID: pid)
        let status = await (try XCTUnwrap(app)).waitForExit(timeout: 10)
        XCTAssertEqual(status, 0, "Leave kiosk mode leaves")
    }

    func testEmptyUnlocksCountForNothingWrongPINsLockAndTheLockCountsDown() async throws {
        let pid = try launchKiosk()
        await AccessibilityDriver.call("kiosk_staff_panel.empty_unlocks_then_wrong_pins_lock", "2468", targetPID: pid)
    }

    /// A lock kept from before a restart ends where it was, and Unlock comes back at zero.
    func testUnlockComesBackWhenTheCountdownEnds() async throws {
        let app = try XCTUnwrap(app)
        let state = app.home.appendingPathComponent("state/entrydesk")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let until = Int(Date().timeIntervalSince1970) + 12
        try "failures=3\nlockouts=1\nlocked-until=\(until)\n".write(
            to: state.appendingPathComponent("kiosk-pin-lockout"),
            atomically: true, encoding: .utf8)
        let pid = try launchKiosk()
        await AccessibilityDriver.call("kiosk_staff_panel.unlock_comes_back_when_the_lock_ends", "2468", targetPID: pid)
    }

    /// Right-click (a long press where a touch screen emulates one) opens no menu on any field:
    /// the desk, where the menu is fine, shows that the check sees one.
    func testNoFieldOpensAContextMenu() async throws {
        let app = try XCTUnwrap(app)
        let desk = try app.launch()
        await AccessibilityDriver.call("kiosk_staff_panel.desk_field_opens_a_context_menu", targetPID: desk)
        app.kill()
        let pid = try launchKiosk()
        await AccessibilityDriver.call("kiosk_staff_panel.no_kiosk_field_opens_a_context_menu", targetPID: pid)
    }

    /// The warning comes above the staff panel, its button takes the tap, and nothing under it
    /// does; and it closes the suggestion list, a surface of its own above the window.
    func testTheIdleWarningIsAboveEverythingAndItsButtonTakesTheTap() async throws {
        let pid = try launchKiosk(["--idle-timeout", "8"], onScreenKeyboard: true)
        await AccessibilityDriver.call("kiosk_staff_panel.idle_warning_is_above_everything", targetPID: pid, timeout: 90)
    }

    /// The next person never meets the staff menu: the idle reset closes it.
    func testTheIdleResetClosesTheStaffMenu() async throws {
        let pid = try launchKiosk(["--idle-timeout", "4"])
        await AccessibilityDriver.call("kiosk_staff_panel.idle_reset_closes_the_staff_menu", "2468", targetPID: pid)
    }
}
