import Foundation
import GtkTestSupport
import XCTest

/// Carry-over and ditto at a kiosk: even with fields marked to carry over in the configuration
/// file, the next person's form starts empty and ditto (Ctrl+') copies nothing: nothing of
/// the last person is left behind. The driver is `Tests/Drivers/kiosk_end_to_end.py`.
@MainActor
final class KioskLeavesNothingBehindTests: AppProcessTestCase {
    func testTheNextPersonGetsNoCarriedFieldAndNoDitto() async throws {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        let config = app.home.appendingPathComponent("config/entrydesk/entrydesk.conf")
        let written = try String(contentsOf: config, encoding: .utf8)
        try (written + "\n[entry]\ncarry-over = city, state, postcode, currency\n")
            .write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o600)
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call("kiosk_end_to_end.next_person_gets_nothing_kept", "Katherine Johnson", "25", targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertTrue(export.output.contains("Katherine Johnson"), export.output + export.errors + app.printed)
    }
}
