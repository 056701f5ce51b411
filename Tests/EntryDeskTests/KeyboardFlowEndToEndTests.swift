import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The desk keyed by keyboard alone, with no field that traps the focus: the real `entrydesk`
/// binary, real keystrokes (xdotool), read back through AT-SPI; keystrokes counted from Name
/// to Save (the figures in the README). The drivers are `Tests/Drivers/keyboard_flow.py`.
@MainActor
final class KeyboardFlowEndToEndTests: AppProcessTestCase {
    func testAnAddressWithItsUnitFromNameToSaveInUnderThirtyKeys() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.call(
            "keyboard_flow.address_with_its_unit", "Ada Lovelace", "1374 sp 305",
            "1374 Sparrow Rd UNIT 305, New York, NY 10014", "UNIT 305", "25", targetPID: pid)
        let keys = try XCTUnwrap(Self.keyCount(output), output)
        XCTAssertLessThan(keys, 30, output)
        print("keystrokes, address with its unit, Name to Save: \(keys)")
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        for expected in ["\"Ada Lovelace\"", "\"UNIT 305\"", "\"1374 Sparrow Rd\"", "\"25.00\"", "\"USD\"", "\"10014\""] {
            XCTAssertTrue(export.output.contains(expected), "\(expected) in \(export.output)")
        }
    }

    func testAnAddressWithoutUnitFromNameToSaveByEnterAlone() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.call(
            "keyboard_flow.address_without_unit_by_enter_alone", "Ada Lovelace", "1601 amph",
            "1601 Amphitheatre Pkwy, Mountain View, CA 94043", "25", targetPID: pid)
        let keys = try XCTUnwrap(Self.keyCount(output), output)
        XCTAssertLessThan(keys, 30, output)
        print("keystrokes, address without unit, Name to Save by Enter: \(keys)")
    }

    /// Tab out of an open State list took "califo" as typed and sent focus to the header bar,
    /// where it was invisible and typing went nowhere.
    func testTabPicksFromTheStateListAndTabNeverReachesTheHeaderBar() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.call(
            "keyboard_flow.tab_picks_from_the_state_list", "califo", "California",
            ["New entry", "Export entries", "Main Menu"], 14, targetPID: pid)
        let order = try XCTUnwrap(output.components(separatedBy: "\n").first { $0.hasPrefix("ORDER ") }, output)
            .dropFirst("ORDER ".count).components(separatedBy: "|")
        XCTAssertEqual(
            Array(order.prefix(9)),
            [
                "Currency: US Dollar", "Amount", "Reference", "New", "Save", "Name", "Country", "Find an address", "Address line 1"
            ], output)
        for button in ["New entry", "Export entries", "Main Menu", "?"] {
            XCTAssertFalse(order.contains(button), "\(button) in \(order)")
        }
    }

    private static func keyCount(_ output: String) -> Int? {
        output.components(separatedBy: "\n").first { $0.hasPrefix("KEYS ") }.flatMap { Int($0.dropFirst("KEYS ".count)) }
    }
}
