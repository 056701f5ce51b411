import Foundation
import GtkTestSupport
import XCTest

/// `[desk] sign-in-pin = yes`: an operator signs in with the PIN `entrydesk operator set-pin`
/// gave them; a wrong PIN is refused with one message that says nothing of which was wrong.
/// The driver is `Tests/Drivers/batches.py`.
@MainActor
final class OperatorPINEndToEndTests: AppProcessTestCase {
    func testAnOperatorSignsInWithTheirPINAndAWrongOneIsRefused() async throws {
        let app = try XCTUnwrap(app)
        let set = try app.command(["operator", "set-pin", "op-7"], input: "5193\n5193\n")
        XCTAssertEqual(set.status, 0, set.errors)
        XCTAssertEqual(set.output, "The PIN of op-7 is set.\n")
        XCTAssertEqual(try app.command(["operator", "list"]).output, "op-7\n")
        let trivial = try app.command(["operator", "set-pin", "op-8"], input: "1234\n1234\n")
        XCTAssertNotEqual(trivial.status, 0)
        XCTAssertTrue(trivial.errors.contains("too easy to guess"), trivial.errors)
        try app.writeConfiguration("[desk]\nsign-in-pin = yes\n")
        let pid = try app.launch()
        await AccessibilityDriver.call("batches.wrong_pin_refused_then_signed_in", "op-7", "1111", "5193", targetPID: pid, timeout: 60)
    }
}
