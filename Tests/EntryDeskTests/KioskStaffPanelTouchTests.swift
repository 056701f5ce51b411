import AddressKit
import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// The kiosk's staff panel, idle warning and text fields as a touch screen meets them: the real
/// binary, pointer clicks only (no key events at all), read through AT-SPI.
@MainActor
final class KioskStaffPanelTouchTests: AppProcessTestCase {
    /// Python helpers for the scripts below: the panel, its keys, taps and its extents.
    private static let panelHelpers = """
    import subprocess, time
    def pointer_at():
        shell = subprocess.run(["xdotool", "getmouselocation", "--shell"], capture_output=True, text=True).stdout
        values = dict(line.split("=", 1) for line in shell.split())
        return int(values["X"]), int(values["Y"])
    def tap(node, button=1):
        # xdotool's `mousemove --sync` to where the pointer already is waits ~15 s for a motion
        # that never comes, and a click with no motion before it is lost on a window that just
        # mapped: where the pointer already is, it steps aside first.
        x, y, width, height = extents(node)
        point = (x + width // 2, y + height // 2)
        if pointer_at() == point:
            subprocess.run(["xdotool", "mousemove", "--sync", str(point[0] + 1), str(point[1])], check=True)
        subprocess.run(["xdotool", "mousemove", "--sync", str(point[0]), str(point[1]), "click", str(button)], check=True)
    def open_panel():
        # AT-SPI shows the widgets before X maps the window: a tap any sooner is lost.
        wait_for("the kiosk's window on screen", lambda: subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "^EntryDesk$"], capture_output=True, text=True).stdout.strip())
        tap(find(name="Staff: leave kiosk mode", role_name="push button"))
        return find(name="Staff PIN", role_name="dialog")
    def tap_digits(panel, digits):
        pin = find(name="Staff PIN", role_name="password text", root=panel)
        before = pin.queryText().characterCount
        for digit in digits:
            tap(find(name=digit, role_name="push button", root=panel))
        wait_for("the keypad's digits in the PIN field", lambda: pin.queryText().characterCount == before + len(digits))
    def extents(node):
        return tuple(node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS))
    def messages(panel):
        return [n.name for n in find_all(role_name="label", root=panel) if n.name.startswith("Wrong PIN")]
    def visible_windows():
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", ""], capture_output=True, text=True).stdout.split()
        return sorted((w, subprocess.run(["xdotool", "getwindowgeometry", w], capture_output=True, text=True).stdout.replace("\\n", " ")) for w in found)
    def settled_windows():
        # The window and GTK's helper surfaces map a moment after AT-SPI shows the widgets.
        previous = visible_windows()
        for _ in range(30):
            time.sleep(0.3)
            current = visible_windows()
            if current == previous:
                return current
            previous = current
        raise DriverError("the X windows never settled")
    def right_click(node):
        tap(node, button=3)

    """

    private func launchKiosk(_ arguments: [String] = [], onScreenKeyboard: Bool = false) throws -> Int32 {
        let app = try XCTUnwrap(app)
        let result = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(result.status, 0, result.errors)
        if onScreenKeyboard { try app.addSetting("on-screen-keyboard = always", in: "kiosk") }
        return try app.launch(["--kiosk"] + arguments)
    }

    private func saveEntry(named name: String, createdAt: Date) throws {
        let store = try EntryStore(url: try XCTUnwrap(app).databaseURL)
        _ = try store.insert(Entry(createdAt: createdAt, address: Address(countryCode: "US", name: name),
                                   amount: "10.00", currency: "USD"))
    }

    func testTheRightPINTappedOnTheKeypadOpensTheStaffMenuWithTodaysCount() async throws {
        let midnight = Calendar.current.startOfDay(for: Date())
        try saveEntry(named: "Saved this morning", createdAt: max(midnight, Date().addingTimeInterval(-60)))
        try saveEntry(named: "Saved yesterday", createdAt: midnight.addingTimeInterval(-3600))
        let pid = try launchKiosk()
        await AccessibilityDriver.run(Self.panelHelpers + """
        panel = open_panel()
        unlock = find(name="Unlock", role_name="push button", root=panel)
        pin = find(name="Staff PIN", role_name="password text", root=panel)
        check(not find_all(role_name="toggle button", root=panel), "a reveal button on the PIN")
        wait_for("Unlock off while the PIN is empty", lambda: "sensitive" not in states(unlock))
        empty = extents(panel)
        tap_digits(panel, "2468")
        check(extents(panel) == empty, "the panel changed size while typing")
        wait_for("Unlock on with a PIN typed", lambda: "sensitive" in states(unlock))
        tap(unlock)
        find(name="Entries saved here today: 1", role_name="label", root=panel)
        check(extents(panel) == empty, "the staff menu has another size: " + repr((empty, extents(panel))))
        tap(find(name="Back to kiosk", role_name="push button", root=panel))
        wait_for("back to the kiosk", lambda: not find_all(role_name="dialog"))
        # Opened again: the PIN first, never the menu of the last person.
        panel = open_panel()
        wait_for("an empty PIN field", lambda: pin.queryText().characterCount == 0)
        tap_digits(panel, "2468")
        tap(find(name="Unlock", role_name="push button", root=panel))
        find(name="Staff menu", role_name="dialog")
        tap(find(name="Leave kiosk mode", role_name="push button", root=panel))
        """, targetPID: pid)
        let status = await (try XCTUnwrap(app)).waitForExit(timeout: 10)
        XCTAssertEqual(status, 0, "Leave kiosk mode leaves")
    }

    func testEmptyUnlocksCountForNothingWrongPINsLockAndTheLockCountsDown() async throws {
        let pid = try launchKiosk()
        await AccessibilityDriver.run(Self.panelHelpers + """
        panel = open_panel()
        unlock = find(name="Unlock", role_name="push button", root=panel)
        pin = find(name="Staff PIN", role_name="password text", root=panel)
        empty = extents(panel)
        for _ in range(3):
            tap(unlock)
        # A digit tapped after them shows once the taps before it were handled (and is cleared
        # with the first wrong PIN below).
        tap_digits(panel, "9")
        wait_for("the taps before handled", lambda: pin.queryText().characterCount == 1)
        check(not messages(panel), "an empty PIN counted: " + repr(messages(panel)))
        # Two wrong PINs warn; the three empty taps before them did not count.
        for wrong in ["1111", "2222"]:
            tap_digits(panel, wrong)
            tap(unlock)
            wait_for("the wrong PIN cleared", lambda: pin.queryText().characterCount == 0)
            check(messages(panel) == ["Wrong PIN."], "after " + wrong + ": " + repr(messages(panel)))
            check(extents(panel) == empty, "the panel changed size: " + repr((empty, extents(panel))))
        tap_digits(panel, "1357")
        tap(unlock)
        find(name="Wrong PIN. Try again in 30 seconds.", role_name="label", root=panel)
        check(extents(panel) == empty, "the locked panel changed size: " + repr((empty, extents(panel))))
        find(name="Wrong PIN. Try again in 29 seconds.", role_name="label", root=panel, timeout=5)
        find(name="Wrong PIN. Try again in 28 seconds.", role_name="label", root=panel, timeout=5)
        # The right PIN cannot unlock during the lock.
        tap_digits(panel, "2468")
        check("sensitive" not in states(unlock), "Unlock works during the lock")
        tap(unlock)
        tap_digits(panel, "9")
        wait_for("the tap on Unlock handled", lambda: pin.queryText().characterCount == 5)
        check(not find_all(name="Entries saved here today: 0", root=panel), "the menu opened during the lock")
        check(extents(panel) == empty, "the panel changed size: " + repr((empty, extents(panel))))
        """, targetPID: pid)
    }

    /// A lock kept from before a restart ends where it was, and Unlock comes back at zero.
    func testUnlockComesBackWhenTheCountdownEnds() async throws {
        let app = try XCTUnwrap(app)
        let state = app.home.appendingPathComponent("state/entrydesk")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let until = Int(Date().timeIntervalSince1970) + 12
        try "failures=3\nlockouts=1\nlocked-until=\(until)\n".write(to: state.appendingPathComponent("kiosk-pin-lockout"),
                                                                     atomically: true, encoding: .utf8)
        let pid = try launchKiosk()
        await AccessibilityDriver.run(Self.panelHelpers + """
        panel = open_panel()
        unlock = find(name="Unlock", role_name="push button", root=panel)
        wait_for("the lock's countdown", lambda: [m for m in messages(panel) if m.startswith("Wrong PIN. Try again in")])
        tap_digits(panel, "2468")
        check("sensitive" not in states(unlock) or not messages(panel), "Unlock works during the lock")
        wait_for("the lock over", lambda: not messages(panel) and "sensitive" in states(unlock), timeout=15)
        tap(unlock)
        find(name="Entries saved here today: 0", role_name="label", root=panel)
        """, targetPID: pid)
    }

    /// Right-click (a long press where a touch screen emulates one) opens no menu on any field:
    /// the desk, where the menu is fine, shows that the check sees one.
    func testNoFieldOpensAContextMenu() async throws {
        let app = try XCTUnwrap(app)
        let desk = try app.launch()
        await AccessibilityDriver.run(Self.panelHelpers + """
        name = find(name="Name", role_name="text")
        before = settled_windows()
        right_click(name)
        wait_for("the desk's context menu (a popover surface)", lambda: len(visible_windows()) > len(before))
        """, targetPID: desk)
        app.kill()
        let pid = try launchKiosk()
        await AccessibilityDriver.run(Self.panelHelpers + """
        # The fields above the on-screen keyboard (the window blocks the menu for every field).
        fields = [find(name="Name", role_name="text"), find(name="Find an address", role_name="combo box")]
        before = settled_windows()
        for field in fields:
            right_click(field)
            time.sleep(0.5)
            check(visible_windows() == before, "a menu opened on " + field.name + ": " + repr((before, visible_windows())))
        # The staff panel covers the form: its own field last.
        panel = open_panel()
        right_click(find(name="Staff PIN", role_name="password text", root=panel))
        time.sleep(0.5)
        check(visible_windows() == before, "a menu opened on the PIN: " + repr((before, visible_windows())))
        """, targetPID: pid)
    }

    /// The warning comes above the staff panel, its button takes the tap, and nothing under it
    /// does; and it closes the suggestion list, a surface of its own above the window.
    func testTheIdleWarningIsAboveEverythingAndItsButtonTakesTheTap() async throws {
        let pid = try launchKiosk(["--idle-timeout", "8"], onScreenKeyboard: true)
        await AccessibilityDriver.run(Self.panelHelpers + """
        frame = find(role_name="frame")
        def warning_button():
            return find(name="I'm still here", role_name="push button", timeout=15)
        def assert_on_top(button):
            x, y, width, height = extents(button)
            fx, fy, fwidth, fheight = extents(frame)
            check(fx <= x and fy <= y and x + width <= fx + fwidth and y + height <= fy + fheight,
                  "the button is not inside the window: " + repr((extents(button), extents(frame))))
            # What GTK itself picks at the button's centre: what a tap there reaches.
            hit = frame.queryComponent().getAccessibleAtPoint(x + width // 2, y + height // 2, pyatspi.DESKTOP_COORDS)
            chain = []
            while hit is not None and len(chain) < 6:
                chain.append((role(hit), hit.name))
                hit = hit.parent
            check(("push button", "I'm still here") in chain, "a tap on the warning's button reaches " + repr(chain))
        # Over the suggestion list: the warning closes it.
        search = find(name="Find an address", role_name="combo box")
        tap(search)
        for digit in "160":
            tap(find(name=digit, role_name="push button"))
        wait_for("the suggestions", lambda: [n for n in find_all(role_name="list item") if n.name.startswith("160")])
        button = warning_button()
        wait_for("the suggestion list closed", lambda: not [n for n in find_all(role_name="list item") if n.name.startswith("160")])
        assert_on_top(button)
        tap(button)
        wait_for("the warning gone", lambda: not find_all(role_name="alert"))
        # Over the staff panel, whose keypad is under the warning's button.
        panel = open_panel()
        pin = find(name="Staff PIN", role_name="password text", root=panel)
        button = warning_button()
        assert_on_top(button)
        tap(button)
        wait_for("the warning gone", lambda: not find_all(role_name="alert"))
        check(find_all(name="Staff PIN", role_name="dialog"), "the staff panel closed")
        check(pin.queryText().characterCount == 0, "the tap went through to the keypad")
        """, targetPID: pid, timeout: 90)
    }

    /// The next person never meets the staff menu: the idle reset closes it.
    func testTheIdleResetClosesTheStaffMenu() async throws {
        let pid = try launchKiosk(["--idle-timeout", "4"])
        await AccessibilityDriver.run(Self.panelHelpers + """
        panel = open_panel()
        tap_digits(panel, "2468")
        tap(find(name="Unlock", role_name="push button", root=panel))
        find(name="Entries saved here today: 0", role_name="label", root=panel)
        wait_for("the staff menu closed by the reset", lambda: not find_all(role_name="dialog"), timeout=20)
        # Opened again (by the next person): the PIN, not the menu (a dialog named "Staff menu").
        panel = open_panel()
        find(name="Staff PIN", role_name="password text", root=panel)
        """, targetPID: pid)
    }
}
