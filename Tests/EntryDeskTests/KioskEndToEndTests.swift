import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The kiosk as a customer and the operator meet it: the real binary in kiosk mode, driven
/// through AT-SPI and xdotool.
@MainActor
final class KioskEndToEndTests: AppProcessTestCase {
    private func setPIN(_ pin: String) throws {
        let result = try XCTUnwrap(app).command(["kiosk", "set-pin"], input: "\(pin)\n\(pin)\n")
        XCTAssertEqual(result.status, 0, result.errors)
    }

    func testKioskWithoutAPINRefusesToStartAndSaysHowToSetOne() async throws {
        let result = try XCTUnwrap(app).command(["--kiosk"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("entrydesk kiosk set-pin"), result.errors)
    }

    func testSetPINStoresOnlyASaltedHash() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let config = try String(contentsOf: app.home.appendingPathComponent("config/entrydesk/entrydesk.conf"), encoding: .utf8)
        XCTAssertTrue(config.contains("admin-pin = pbkdf2-sha256$"), config)
        // The salt's and the hash's hex digits may hold "2468" by chance (about 1 in 700): look
        // at everything else.
        let outsideTheHash = config.replacingOccurrences(of: #"pbkdf2-sha256\$[0-9]+\$[0-9a-f]+\$[0-9a-f]+"#, with: "",
                                                         options: .regularExpression)
        XCTAssertFalse(outsideTheHash.contains("2468"), "the PIN itself is never stored")
        let mismatch = try app.command(["kiosk", "set-pin"], input: "2468\n1357\n")
        XCTAssertNotEqual(mismatch.status, 0)
        XCTAssertTrue(mismatch.errors.contains("differ"), mismatch.errors)
    }

    func testIdleTimeoutClearsEveryFieldAndItsUndoHistory() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk", "--idle-timeout", "4"])
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        reference = find(name="Address line 1", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Alan Turing")
        # Tab, not a tap: Xvfb has no keyboard to type on, so the on-screen one takes the bottom
        # of the screen and line 1 may be below the fold.
        tab_to(reference)
        type_text("Secret 42")
        check(text(name) == "Alan Turing", "typed: " + repr(text(name)))
        key("ctrl+a", "ctrl+c")  # copied from the app: the reset must forget it too
        # No more input: the warning, then the reset.
        wait_for("every field cleared", lambda: text(name) == "" and text(reference) == "", timeout=20)
        fields = [n for n in find_all(role_name="text")]
        leftovers = [(f.name, text(f)) for f in fields if text(f)]
        check(not leftovers, "fields still holding text: " + repr(leftovers))
        click(name)
        wait_for("focus in Name", lambda: "focused" in states(name))
        key("ctrl+v")
        key("ctrl+z", "ctrl+z", "ctrl+z")
        tab_to(reference)
        key("ctrl+z", "ctrl+z", "ctrl+z")
        # A key typed after them shows once every key before it was handled.
        type_text("x")
        wait_for("the keys before handled", lambda: text(reference).endswith("x"))
        check(text(name) == "" and text(reference) == "x", "paste or undo brought back: " + repr((text(name), text(reference))))
        """, targetPID: pid)
        XCTAssertTrue(app.isRunning)
    }

    /// Under Xvfb an XTEST wheel click also reaches GTK as a pointer motion, so this passes
    /// through the motion controller too; on Wayland (axis events only) and with smooth-scrolling
    /// devices only the idle monitor's scroll controller sees the wheel.
    func testScrollingWithTheWheelCountsAsSomeoneThere() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk", "--idle-timeout", "4"])
        await AccessibilityDriver.run("""
        import time
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Ada")
        click(name)  # the pointer rests over the form; from here on only the wheel moves
        # Twice the timeout of wheel turns alone, no key, click or pointer motion.
        end = time.monotonic() + 8
        while time.monotonic() < end:
            wheel(down=True)
            time.sleep(0.4)
            wheel(down=False)
            time.sleep(0.4)
            check(text(name) == "Ada", "reset while someone was scrolling")
        wait_for("the reset once the wheel stops", lambda: text(name) == "", timeout=20)
        """, targetPID: pid)
        XCTAssertTrue(app.isRunning)
    }

    func testNoKeyboardWayOutAndOnlyTheRightPINLeaves() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        for combination in ["ctrl+q", "ctrl+w", "alt+F4", "Escape"]:
            key(combination)
        # A key typed after them shows once every key before it was handled: the kiosk is still there.
        type_text("Q")
        wait_for("the keys before handled", lambda: text(name) == "Q")
        staff = find(name="Staff: leave kiosk mode")
        click(staff)
        pin = find(name="Staff PIN", role_name="password text")
        wait_for("focus in the PIN", lambda: "focused" in states(pin))
        type_text("1111")
        key("Return")
        find(name="Wrong PIN.", showing=True)
        type_text("2468")
        key("Return")
        # The right PIN opens the staff menu; leaving is one of its buttons.
        menu = find(name="Staff menu", role_name="dialog")
        click(find(name="Leave kiosk mode", role_name="push button", root=menu))
        """, targetPID: pid)
        let status = await app.waitForExit(timeout: 10)
        XCTAssertEqual(status, 0, "the staff menu's Leave kiosk mode leaves the kiosk")
    }

    func testThreeWrongPINsStayLockedAcrossAPowerCut() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let wrongThreeTimes = """
        focus_window("EntryDesk")
        click(find(name="Staff: leave kiosk mode"))
        pin = find(name="Staff PIN", role_name="password text")
        wait_for("focus in the PIN", lambda: "focused" in states(pin))
        for wrong in ["1111", "2222", "3333"]:
            type_text(wrong)
            key("Return")
            # The panel checks each PIN (600,000 PBKDF2 rounds) before it takes the next.
            wait_for("the PIN checked", lambda: pin.queryText().characterCount == 0)
        # 30 seconds, counted down each second: on a loaded machine the first second may be
        # gone before the label is read.
        import re
        def lock_seconds():
            return next((int(m.group(1)) for n in find_all(role_name="label", showing=True)
                         for m in [re.fullmatch(r"Wrong PIN\\. Try again in ([0-9]+) seconds\\.", n.name or "")] if m), None)
        seconds = wait_for("the 30-second lock", lock_seconds)
        check(20 <= seconds <= 30, "locked for %d seconds, not 30" % seconds)
        """
        await AccessibilityDriver.run(wrongThreeTimes, targetPID: try app.launch(["--kiosk"]))
        app.kill()
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.run("""
        focus_window("EntryDesk")
        click(find(name="Staff: leave kiosk mode"))
        pin = find(name="Staff PIN", role_name="password text")
        wait_for("focus in the PIN", lambda: "focused" in states(pin))
        locked = [n.name for n in find_all(role_name="label", showing=True) if n.name.startswith("Wrong PIN. Try again in")]
        check(locked, "no lock after the restart")
        unlock = find(name="Unlock", role_name="push button")
        check("sensitive" not in states(unlock), "Unlock works during the lock")
        type_text("2468")
        key("Return")
        # A key typed after Return shows once Return was handled.
        type_text("9")
        # The field holds one bullet per digit (a secret field): the fifth shows the 9 arrived.
        wait_for("the keys before handled", lambda: pin.queryText().characterCount == 5)
        check(not find_all(name="Staff menu", role_name="dialog"), "the right PIN opened the staff menu during the lock")
        """, targetPID: pid)
        XCTAssertTrue(app.isRunning, "the right PIN does not leave while the panel is locked")
    }

    func testLaunchingEntryDeskAgainRaisesTheKioskInsteadOfOpeningTheDesk() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk"], singleInstance: true)
        await AccessibilityDriver.run("""
        find(name="Staff: leave kiosk mode")
        """, targetPID: pid)
        // What the desktop menu runs: plain `entrydesk`.
        let second = try app.command([])
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertTrue(app.isRunning, "the kiosk is still running")
        let output = await AccessibilityDriver.run("""
        print(len([n for n in find_all() if role(n) == "frame"]), len(find_all(name="Saved entries")))
        """, targetPID: pid)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "1 0", "one window, no saved entries")
    }

    func testAKioskStartedWhileTheDeskRunsSaysSoAndStartsNothing() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let desk = try app.launch(singleInstance: true)
        await AccessibilityDriver.run("""
        find(name="Name", role_name="text")
        """, targetPID: desk)
        let kiosk = try app.command(["--kiosk"])
        XCTAssertEqual(kiosk.status, 2, kiosk.output + kiosk.errors)
        XCTAssertTrue(kiosk.errors.contains("already running"), kiosk.errors)
        XCTAssertTrue(app.isRunning, "the desk is untouched")
    }

    /// Python lines keying an entry from Name to Save (the review page then shows): the name,
    /// a suggested address with its suite, the amount.
    static func keyAnEntry(name: String, amount: String) -> String {
        """
        type_text("\(name)")
        search = find(name="Find an address", role_name="combo box")
        click(search)
        type_text("1600 amph")
        find(name="1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses", showing=True)
        key("Return")
        find(name="1600 Amphitheatre Pkwy STE 100, Mountain View, CA 94043", showing=True)
        key("Down", "Return")
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        type_text("\(amount)")
        reference = find(name="Reference", role_name="text")
        tab_to(reference)
        key("Return")
        """
    }

    /// A visitor who walks away on the review page is warned there too (the warning used to
    /// be drawn on the form page only), then the next person gets a fresh form; an amount above
    /// the usual is pointed out on the review page.
    func testAPauseOnTheReviewPageWarnsThenLeavesAFreshForm() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk", "--idle-timeout", "6"])
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        \(Self.keyAnEntry(name: "Dorothy Vaughan", amount: "2000000"))
        find(name="Confirm", role_name="push button", showing=True)
        check([n for n in find_all(showing=True) if "please check the amount" in (n.name or "")],
              "an amount above the usual is pointed out")
        def warned():
            return [n for n in find_all(showing=True) if (n.name or "").startswith("Are you still there?")]
        wait_for("the warning on the review page", warned, timeout=20)
        # Its button is there to tap on this page too: the entry stays.
        click(find(name="I'm still here", role_name="push button"))
        wait_for("the warning answered", lambda: not warned())
        wait_for("the next warning", warned, timeout=20)
        check(text(find(name="Name", role_name="text")) == "Dorothy Vaughan", "the tap kept the entry")
        wait_for("a fresh form", lambda: text(find(name="Name", role_name="text")) == "", timeout=20)
        """, targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertFalse(export.output.contains("Dorothy Vaughan"), "nothing saved without Confirm")
    }

    func testAfterSaveTheConfirmationThenAFreshForm() async throws {
        try setPIN("2468")
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        \(Self.keyAnEntry(name: "Katherine Johnson", amount: "25"))
        click(find(name="Confirm", role_name="push button"))
        find(name="Thank you! Your entry was saved.", showing=True)
        done = find(name="Done", role_name="push button")
        click(done)
        wait_for("a fresh form", lambda: text(find(name="Name", role_name="text")) == "")
        """, targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertTrue(export.output.contains("Katherine Johnson"), export.output + export.errors + app.printed)
    }
}

/// The kiosk's touch keyboards: the number pad for the amount, the letter keyboard for text.
@MainActor
final class KioskTouchTests: AppProcessTestCase {
    /// Starts the kiosk with its on-screen keyboard (Xvfb's XTEST keyboard would hide it).
    private func launchWithOnScreenKeyboard(_ arguments: [String] = []) throws -> Int32 {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        return try app.launch(["--kiosk"] + arguments)
    }

    func testTheNumberPadTypesTheAmountAndTheOnScreenKeyboardTypesText() async throws {
        let pid = try launchWithOnScreenKeyboard()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        click(name)
        for letter in ["a", "d", "a"]:
            click(find(name=letter, role_name="push button", showing=True))
        wait_for("typed on the screen keyboard", lambda: text(name) == "ada")
        check("focused" in states(name), "the keys never take the focus")
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        for key_name in ["1", "2", "Decimal separator", "5"]:
            click(find(name=key_name, role_name="push button", showing=True))
        wait_for("typed on the number pad", lambda: text(amount) == "12.5")
        click(find(name="Delete", role_name="push button", showing=True))
        wait_for("backspace on the number pad", lambda: text(amount) == "12.")
        """, targetPID: pid)
    }

    /// A popover with a keyboard under its list does not fit a touch screen: the currency list
    /// is a page of its own there, searched with its own keyboard and left with Cancel.
    func testTheCurrencyListIsAPageSearchedByTouch() async throws {
        let pid = try launchWithOnScreenKeyboard()
        await AccessibilityDriver.run("""
        focus_window("EntryDesk")
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        button = find(name="Currency: US Dollar", role_name="push button")
        click(button)
        # The popover's list has a search field of the same name, never shown in the kiosk.
        def focused_search():
            return next((n for n in find_all(name="Search currencies", role_name="text") if "focused" in states(n)), None)
        search = wait_for("focus in the page's search", focused_search)
        keyboard = find(name="Keyboard for the currency search")
        for letter in ["y", "e", "n"]:
            click(find(name=letter, role_name="push button", root=keyboard))
        wait_for("typed on the page's keyboard", lambda: text(search) == "yen")
        check("focused" in states(search), "the keys never take the focus")
        # "JP¥" or "¥", as the locale writes it.
        yen = wait_for("the yen row", lambda: next((n for n in find_all(role_name="list item") if n.name.startswith("Japanese Yen, JPY")), None))
        click(yen)
        find(name="Currency: Japanese Yen", role_name="push button")
        wait_for("back in the amount", lambda: "focused" in states(amount))
        click(find(name="Currency: Japanese Yen", role_name="push button"))
        cancel = find(name="Cancel", role_name="push button", showing=True)
        click(cancel)
        wait_for("back in the amount after Cancel", lambda: "focused" in states(amount))
        check(find_all(name="Currency: Japanese Yen", role_name="push button"), "Cancel changes nothing")
        """, targetPID: pid)
    }

    /// A person who walks away from the currency page leaves nothing of it: the pause brings
    /// the next person back to a fresh form, with the currency they started with.
    func testAPauseOnTheCurrencyPageLeavesAFreshForm() async throws {
        let pid = try launchWithOnScreenKeyboard(["--idle-timeout", "4"])
        await AccessibilityDriver.run("""
        focus_window("EntryDesk")
        name = find(name="Name", role_name="text")
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        click(find(name="Currency: US Dollar", role_name="push button"))
        keyboard = find(name="Keyboard for the currency search")
        for letter in ["y", "e", "n"]:
            click(find(name=letter, role_name="push button", root=keyboard))
        # No more input: the warning, then the reset.
        wait_for("the form again, focus in Name", lambda: "focused" in states(name), timeout=20)
        check(not find_all(name="Keyboard for the currency search"), "the currency page is gone")
        check(not [n for n in find_all(name="Search currencies", role_name="text") if text(n)], "no search text left")
        check(find_all(name="Currency: US Dollar", role_name="push button"), "the currency the form starts with")
        """, targetPID: pid)
    }
}
