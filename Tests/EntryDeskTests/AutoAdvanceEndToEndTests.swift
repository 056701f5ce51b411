import Foundation
import GtkTestSupport
import XCTest

/// Auto-advance, when switched on: a whole postcode or an amount with every cent
/// moves focus on by itself, in the turn of the key that made it whole, so the keys typed after
/// it land in the next field. Off by default; switched on in Preferences, at once.
@MainActor
final class AutoAdvanceEndToEndTests: AppProcessTestCase {
    /// The street, city and state typed, focus in the ZIP code (the US form's last field).
    private static let upToTheZIPCode = """
    name = find(name="Name", role_name="text")
    focus_window("EntryDesk")
    wait_for("focus in Name", lambda: "focused" in states(name))
    type_text("Ada Lovelace")
    tab_to(find(name="Address line 1", role_name="text"))
    type_text("1 Main St")
    tab_to(find(name="City", role_name="text"))
    type_text("New York")
    tab_to(find(name="State", role_name="combo box"))
    type_text("new yo")
    key("Tab")
    zip_code = find(name="ZIP code", role_name="text")
    amount = find(name="Amount", role_name="text")
    reference = find(name="Reference", role_name="text")
    wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))

    """

    func testSwitchedOnAWholeZIPCodeAndAWholeAmountMoveOnAsTheKeysComeIn() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\nauto-advance = true\n")
        let pid = try app.launch()
        await AccessibilityDriver.run(Self.upToTheZIPCode + """
        # One stream, no Enter and no Tab: the ZIP code, the amount, the reference.
        type_text("1001412.50R-7")
        wait_for("the reference typed", lambda: text(reference) == "R-7")
        check(text(zip_code) == "10014", "ZIP code: " + repr(text(zip_code)))
        check(text(amount) == "12.50", "Amount: " + repr(text(amount)))
        check("focused" in states(reference), "focus in Reference")
        """, targetPID: pid, timeout: 90)
    }

    func testOffByDefaultThenSwitchedOnInPreferencesAtOnce() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run(Self.upToTheZIPCode + """
        config = \(AccessibilityDriver.pythonString(app.configurationFile.path))
        # Off: the sixth digit stays in the ZIP code.
        type_text("100145")
        wait_for("six digits in the ZIP code", lambda: text(zip_code) == "100145")
        check(text(amount) == "", "nothing in Amount")
        key("BackSpace")
        key("ctrl+comma")
        focus_window("Preferences")
        switch = find(name="Move on by itself", role_name="check box")
        tab_to(switch)
        key("space")
        wait_for("auto-advance in the file", lambda: "auto-advance = true" in file_text(config))
        key("Escape")
        wait_for_window_gone("Preferences")
        focus_window("EntryDesk")
        wait_for("focus back in the ZIP code", lambda: "focused" in states(zip_code))
        key("End", "BackSpace")
        type_text("4")
        wait_for("focus on to Amount", lambda: "focused" in states(amount))
        check(text(zip_code) == "10014", "ZIP code: " + repr(text(zip_code)))
        """, targetPID: pid, timeout: 90)
    }
}
