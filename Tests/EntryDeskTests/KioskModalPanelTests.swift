import GtkTestSupport
import XCTest

/// The staff panel takes every tap and Tab while it is open: the real kiosk with its on-screen
/// keyboard, driven by pointer taps and Tab (`Tests/Drivers/kiosk_modal_panel.py`). The review,
/// thank-you and currency pages replace the form rather than cover it: nothing is behind them.
@MainActor
final class KioskModalPanelTests: AppProcessTestCase {
    /// The kiosk with its PIN set and its on-screen keyboard forced.
    private func launchKiosk() throws -> Int32 {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        return try app.launch(["--kiosk"])
    }

    func testNothingBehindTheOpenStaffPanelTakesATap() async throws {
        let pid = try launchKiosk()
        await AccessibilityDriver.call("kiosk_modal_panel.nothing_behind_the_panel_takes_a_tap", targetPID: pid, timeout: 120)
    }

    /// A screen reader's user (or a service keyboard) moves with Tab: focus stays in the panel.
    func testTabStaysInTheOpenStaffPanel() async throws {
        let pid = try launchKiosk()
        await AccessibilityDriver.call("kiosk_modal_panel.tab_stays_in_the_panel", targetPID: pid, timeout: 60)
    }
}
