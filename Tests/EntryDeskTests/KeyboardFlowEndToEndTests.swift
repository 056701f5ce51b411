import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The desk keyed by keyboard alone, with no field that traps the focus: the real `entrydesk`
/// binary, real keystrokes (xdotool), read back through AT-SPI; keystrokes counted from Name
/// to Save (the figures in the README).
@MainActor
final class KeyboardFlowEndToEndTests: AppProcessTestCase {
    /// Python helpers: `keys` and `typed` press as `key` and `type_text` do and count every
    /// key (a combination such as ctrl+s is one); `focus_on` waits for a field's focus.
    private static let counting = """
    pressed = [0]
    def keys(*names):
        pressed[0] += len(names)
        key(*names)
    def typed(value):
        pressed[0] += len(value)
        type_text(value)
    def focus_on(node):
        wait_for("focus on " + node.name, lambda: "focused" in states(node))
    name = find(name="Name", role_name="text")
    focus_window("EntryDesk")
    focus_on(name)

    """

    func testAnAddressWithItsUnitFromNameToSaveInUnderThirtyKeys() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.run(Self.counting + """
        typed("Ada Lovelace")
        keys("Return")
        focus_on(find(name="Country", role_name="combo box"))
        keys("Return")
        focus_on(find(name="Find an address", role_name="combo box"))
        # The building, two letters of its street and the unit: one address, highlighted.
        typed("1374 sp 305")
        find(name="1374 Sparrow Rd UNIT 305, New York, NY 10014", role_name="list item")
        keys("Return")
        amount = find(name="Amount", role_name="text")
        focus_on(amount)
        check(text(find(name="Address line 2", role_name="text")) == "UNIT 305", "the unit in line 2")
        typed("25")
        keys("ctrl+s")
        find(name="Saved entry for Ada Lovelace.", showing=True)
        print("KEYS", pressed[0])
        """, targetPID: pid)
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
        let output = await AccessibilityDriver.run(Self.counting + """
        typed("Ada Lovelace")
        keys("Return", "Return")
        focus_on(find(name="Find an address", role_name="combo box"))
        typed("1601 amph")
        find(name="1601 Amphitheatre Pkwy, Mountain View, CA 94043", role_name="list item")
        keys("Return")
        focus_on(find(name="Amount", role_name="text"))
        typed("25")
        keys("Return")
        focus_on(find(name="Reference", role_name="text"))
        keys("Return")
        find(name="Saved entry for Ada Lovelace.", showing=True)
        print("KEYS", pressed[0])
        """, targetPID: pid)
        let keys = try XCTUnwrap(Self.keyCount(output), output)
        XCTAssertLessThan(keys, 30, output)
        print("keystrokes, address without unit, Name to Save by Enter: \(keys)")
    }

    /// Tab out of an open State list took "califo" as typed and sent focus to the header bar,
    /// where it was invisible and typing went nowhere.
    func testTabPicksFromTheStateListAndTabNeverReachesTheHeaderBar() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.run(Self.counting + """
        state = find(name="State", role_name="combo box")
        tab_to(state)
        typed("califo")
        keys("Tab")
        focus_on(find(name="ZIP code", role_name="text"))
        check(text(state) == "California", "California picked: " + repr(text(state)))
        # Round the form: after Save comes Name again, never the header bar's buttons.
        header = [n.name for n in find_all(role_name="push button") if n.name in ("New entry", "Export entries", "Main Menu")]
        # (GTK 4.8 shows a menu button and the button inside it, both named "Main Menu".)
        check(set(header) == {"New entry", "Export entries", "Main Menu"}, "the header bar's buttons: " + repr(header))
        order = []
        for _ in range(14):
            before = focused_node()
            keys("Tab")
            # Each Tab lands on a field named otherwise than the one before it.
            try:
                focused = wait_for("Tab moved focus", lambda: (lambda n: n if n is not None and (before is None or n.name != before.name) else None)(focused_node()), timeout=3)
            except DriverError:
                focused = focused_node()
            order.append(focused.name if focused else "?")
        print("ORDER", "|".join(order))
        # And back: Shift+Tab from Name goes to Save.
        tab_to(name)
        keys("shift+Tab")
        focus_on(find(name="Save", role_name="push button"))
        """, targetPID: pid)
        let order = try XCTUnwrap(output.components(separatedBy: "\n").first { $0.hasPrefix("ORDER ") }, output)
            .dropFirst("ORDER ".count).components(separatedBy: "|")
        XCTAssertEqual(Array(order.prefix(9)), [
            "Currency: US Dollar", "Amount", "Reference", "New", "Save", "Name", "Country", "Find an address", "Address line 1",
        ], output)
        for button in ["New entry", "Export entries", "Main Menu", "?"] {
            XCTAssertFalse(order.contains(button), "\(button) in \(order)")
        }
    }

    private static func keyCount(_ output: String) -> Int? {
        output.components(separatedBy: "\n").first { $0.hasPrefix("KEYS ") }.flatMap { Int($0.dropFirst("KEYS ".count)) }
    }
}
