@testable import EntryDesk
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// A kiosk visitor with nothing but the touch screen: the real binary with its on-screen
/// keyboard, driven by pointer taps alone (xdotool clicks and, to scroll the form as a finger
/// swipes it, the wheel), never a key event. The driver is `Tests/Drivers/kiosk_touch_flow.py`.
@MainActor
final class KioskTouchFlowTests: AppProcessTestCase {
    /// Starts the kiosk with its on-screen keyboard forced (Xvfb's XTEST keyboard would hide it)
    /// and `settings` (lines) in its `[kiosk]` section.
    private func launchByTouch(_ arguments: [String] = [], settings: [String] = []) throws -> Int32 {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting((["on-screen-keyboard = always"] + settings).joined(separator: "\n"), in: "kiosk")
        return try app.launch(["--kiosk"] + arguments)
    }

    func testATouchOnlyVisitorFromTheFirstTapToTheReferenceNumber() async throws {
        let app = try XCTUnwrap(app)
        let pid = try launchByTouch()
        let output = await AccessibilityDriver.call("kiosk_touch_flow.first_tap_to_reference_number", targetPID: pid, timeout: 180)
        let number = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty else { return }  // the script failed, and said why
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let lines = export.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, export.output)
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data((lines.first ?? "{}").utf8)) as? [String: Any])
        XCTAssertEqual(record["name"] as? String, "Ada Lovelace")
        XCTAssertEqual(record["street_line1"] as? String, "1600 Amphitheatre Pkwy")
        XCTAssertEqual(record["amount"] as? String, "25.00")
        let id = try XCTUnwrap((record["id"] as? String).flatMap(UUID.init(uuidString:)), "\(record)")
        XCTAssertEqual(number, KioskReferenceNumber(id: id).description, "the number shown is the saved entry's")
    }

    func testAfterTheIdleResetTheKeyboardTypesIntoName() async throws {
        let pid = try launchByTouch(["--idle-timeout", "4"])
        await AccessibilityDriver.call("kiosk_touch_flow.keyboard_types_into_name_after_the_reset", targetPID: pid, timeout: 120)
    }

    /// `[kiosk] currencies` and `countries`: the kiosk offers those and no others, and starts
    /// with the first listed when the locale's (US, US dollars) is not among them.
    func testTheKioskOffersOnlyTheConfiguredCurrenciesAndCountries() async throws {
        let pid = try launchByTouch(settings: ["currencies = EUR, CHF", "countries = DE, AT, CH"])
        await AccessibilityDriver.call(
            "kiosk_touch_flow.offers_only", ["Austria, AT", "Germany, DE", "Switzerland, CH"],
            ["Euro", "Swiss Franc"], "Germany", targetPID: pid, timeout: 120)
    }

    func testAnUnknownCodeInTheListsStopsTheKioskNamingTheLine() async throws {
        let app = try XCTUnwrap(app)
        XCTAssertEqual(try app.command(["kiosk", "set-pin"], input: "2468\n2468\n").status, 0)
        let config = app.home.appendingPathComponent("config/entrydesk/entrydesk.conf")
        let text = try String(contentsOf: config, encoding: .utf8)
        try (text + "currencies = EUR, XYZ\n").write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o600)  // it holds the PIN hash
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let result = try app.command(["--kiosk"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("entrydesk.conf:\(line): kiosk.currencies = EUR, XYZ: expected"), result.errors)
        XCTAssertTrue(result.errors.contains("XYZ is not one"), result.errors)
    }
}
