import Foundation
import GtkTestSupport
import XCTest

/// Ditto and carry-over: fields marked to carry over come filled in (and say so)
/// in each new entry after a save; Ctrl+' copies the focused field from the entry saved before.
/// Real keys, read back over AT-SPI and from the store; the driver is `Tests/Drivers/desk_checks.py`.
@MainActor
final class CarryOverEndToEndTests: AppProcessTestCase {
    func testMarkedFieldsCarryOverAndDittoCopiesAField() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\ncarry-over = city, state\n")
        let pid = try app.launch()
        await AccessibilityDriver.call("desk_checks.carried_fields_and_ditto", targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let grace = try XCTUnwrap(export.output.split(separator: "\n").first { $0.contains("Grace Hopper") }, export.output)
        for expected in ["\"1 Main St Apt 2\"", "\"Springfield\"", "\"IL\"", "\"62702\"", "\"20.00\""] {
            XCTAssertTrue(grace.contains(expected), "\(expected) in \(grace)")
        }
    }
}
