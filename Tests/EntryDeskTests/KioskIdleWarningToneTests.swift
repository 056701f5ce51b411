import GtkTestSupport
import XCTest

/// The kiosk's idle warning rings the display's bell as it shows (heard, not only seen), once,
/// and one tap, on its button or anywhere beside it, ends it: the real binary, pointer taps only;
/// `Tests/Drivers/kiosk_idle_warning.py` listens for the X server's XKB bell.
@MainActor
final class KioskIdleWarningToneTests: AppProcessTestCase {
    func testTheIdleWarningRingsOnceAndOneTapAnywhereEndsIt() async throws {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        let pid = try app.launch(["--kiosk", "--idle-timeout", "20"])
        await AccessibilityDriver.call("kiosk_idle_warning.warning_rings_once_and_a_tap_ends_it", targetPID: pid, timeout: 90)
    }
}
