import Foundation
import GtkTestSupport
import XCTest

/// A paste in an address field goes in where it was, its lines joined on one line (an address
/// copied from a letter). The clipboard is owned by another process, as an editor's would be;
/// the keys are real (xdotool), the fields read over AT-SPI.
@MainActor
final class AddressPasteEndToEndTests: AppProcessTestCase {
    func testTextThatIsNoWholeAddressIsPastedWhereItWasOnOneLine() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        line2 = find(name="Address line 2", role_name="text")
        tab_to(line2)
        type_text("Unit ")
        clipboard = own_clipboard("Apt 5\\nrear entrance")
        try:
            key("ctrl+v")
            wait_for("the paste in line 2", lambda: text(line2) == "Unit Apt 5 rear entrance")
        finally:
            clipboard.terminate()
        check(text(find(name="Address line 1", role_name="text")) == "", "line 1 untouched")
        """, targetPID: pid, timeout: 90)
    }
}
