import Foundation
import GtkTestSupport
import XCTest

/// Carry-over and ditto at a kiosk: even with fields marked to carry over in the configuration
/// file, the next person's form starts empty and ditto (Ctrl+') copies nothing: nothing of
/// the last person is left behind.
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
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        \(KioskEndToEndTests.keyAnEntry(name: "Katherine Johnson", amount: "25"))
        click(find(name="Confirm", role_name="push button"))
        find(name="Thank you! Your entry was saved.", showing=True)
        click(find(name="Done", role_name="push button"))
        name = find(name="Name", role_name="text")
        wait_for("a fresh form", lambda: text(name) == "")
        city = find(name="City", role_name="text")
        check(text(city) == "", "city carried over at a kiosk: " + repr(text(city)))
        kept = [n.name for n in find_all(showing=True) if "Kept from the last entry" in (n.name or "") + description(n)]
        check(not kept, "a field says it was kept: " + repr(kept))
        click(name)
        wait_for("focus in Name", lambda: "focused" in states(name))
        key("ctrl+apostrophe")
        # A key typed after it shows once the ditto key was handled.
        type_text("x")
        wait_for("the x typed", lambda: text(name).endswith("x"))
        check(text(name) == "x", "ditto copied at a kiosk: " + repr(text(name)))
        """, targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertTrue(export.output.contains("Katherine Johnson"), export.output + export.errors + app.printed)
    }
}
