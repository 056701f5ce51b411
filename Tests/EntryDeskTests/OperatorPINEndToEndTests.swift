import Foundation
import GtkTestSupport
import XCTest

/// `[desk] sign-in-pin = yes`: an operator signs in with the PIN `entrydesk operator set-pin`
/// gave them; a wrong PIN is refused with one message that says nothing of which was wrong.
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
        await AccessibilityDriver.run("""
        operator = find(name="Operator ID", role_name="text")
        focus_window("Sign in")
        wait_for("focus in Operator ID", lambda: "focused" in states(operator))
        type_text("op-7")
        pin = find(name="PIN", role_name="password text")
        tab_to(pin)
        type_text("1111")
        key("Return")
        wait_for("the wrong PIN refused", lambda: [n for n in find_all(showing=True) if (n.name or "") == "Wrong operator ID or PIN."])
        wait_for("focus back in the PIN, emptied", lambda: "focused" in states(pin))
        type_text("5193")
        key("Return")
        find(name="Signed in as op-7.", showing=True)
        """, targetPID: pid, timeout: 60)
    }
}
