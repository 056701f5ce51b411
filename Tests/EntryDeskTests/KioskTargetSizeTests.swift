import GtkTestSupport
import XCTest

/// Every target of the kiosk is at least 44x44 px where a tap lands, on every page and panel,
/// measured on the real binary over AT-SPI (`Tests/Drivers/kiosk_targets.py`).
@MainActor
final class KioskTargetSizeTests: AppProcessTestCase {
    /// The kiosk with its PIN set and its on-screen keyboard forced (Xvfb's XTEST keyboard would
    /// hide it).
    private func launchKiosk(_ arguments: [String] = []) throws -> Int32 {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        return try app.launch(["--kiosk"] + arguments)
    }

    func testEveryTargetOfEveryPageAndPanelIsAtLeast44PixelsSquare() async throws {
        let pid = try launchKiosk()
        await AccessibilityDriver.call("kiosk_targets.every_page_and_panel", targetPID: pid, timeout: 300)
    }

    func testTheIdleWarningsButtonIsAtLeast44PixelsSquare() async throws {
        let pid = try launchKiosk(["--idle-timeout", "8"])
        await AccessibilityDriver.call("kiosk_targets.idle_warning", targetPID: pid, timeout: 60)
    }
}
