import GtkTestSupport
import XCTest

/// The staff panel takes every tap while it is open: the real kiosk with its on-screen keyboard,
/// driven by pointer taps alone (`Tests/Drivers/kiosk_modal_panel.py`). The review, thank-you
/// and currency pages replace the form rather than cover it, so nothing is behind them.
@MainActor
final class KioskModalPanelTests: AppProcessTestCase {
    func testNothingBehindTheOpenStaffPanelTakesATap() async throws {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call("kiosk_modal_panel.nothing_behind_the_panel_takes_a_tap", targetPID: pid, timeout: 120)
    }
}
