import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import ServerTestSupport
import XCTest

/// What a blind operator hears at the desk: the real `entrydesk` driven by keystrokes alone,
/// and Orca 43's own words (its debug log) checked for each moment a sighted person sees change.
@MainActor
final class OrcaDeskTests: AppProcessTestCase {
    private var orca: OrcaScreenReader?

    override func setUp() async throws {
        try await super.setUp()
        orca = try OrcaScreenReader()
    }

    override func tearDown() async throws {
        orca?.stop()
        try await super.tearDown()
    }

    /// Each field says its name, that it is blank, that it is required, and its helper; the
    /// address suggestions say how many there are and which one is highlighted, down into the
    /// suites; Save says what is missing, then that it saved.
    func testFieldsSuggestionsRefusalAndSaveAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        mark = orca_follows_focus_in_name(name)
        wait_said_in_order(["Name text", "Blank", "Required", "The payer, as on their documents"], mark)
        type_text("Ada Lovelace")
        mark = said_mark()
        key("Tab", "Tab")
        wait_said("Find an address", mark)
        mark = said_mark()
        type_text("1600 amph")
        # The first row is highlighted as the list opens, and said with the count.
        wait_said("1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses, 1 of 1", mark)
        never_said("Searching", mark)
        mark = said_mark()
        key("Return")
        wait_said_in_order(["5 suggestions", "STE 100, Mountain View, CA 94043, 1 of 5"], mark)
        mark = said_mark()
        key("Down")
        wait_said("STE 200, Mountain View, CA 94043, 2 of 5", mark)
        mark = said_mark()
        key("Down")
        wait_said("STE 300, Mountain View, CA 94043, 3 of 5", mark)
        key("Return")
        line2 = find(name="Address line 2", role_name="text")
        wait_for("line 2 filled", lambda: text(line2) == "STE 300")
        mark = said_mark()
        key("ctrl+s")
        wait_said("1 field needs attention: Amount", mark)
        amount = find(name="Amount", role_name="text")
        wait_for("focus on the amount", lambda: "focused" in states(amount))
        type_text("1234.5")
        mark = said_mark()
        key("ctrl+s")
        wait_said("Saved entry for Ada Lovelace", mark)
        """, targetPID: pid, timeout: 120)
    }

    /// One address found is highlighted and said with the count; Enter takes it and focus goes
    /// on to the amount, which is said (the pick once sent focus back to Address line 1).
    func testALoneSuggestionIsSaidHighlightedAndItsPickMovesToTheAmount() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        orca_follows_focus_in_name(name)
        type_text("Ada Lovelace")
        search = find(name="Find an address", role_name="combo box")
        tab_to(search)
        mark = said_mark()
        type_text("1374 sp 305")
        wait_said_in_order(["1 suggestion", "1374 Sparrow Rd UNIT 305, New York, NY 10014, 1 of 1"], mark)
        mark = said_mark()
        key("Return")
        amount = find(name="Amount", role_name="text")
        wait_for("focus on the amount", lambda: "focused" in states(amount))
        wait_said("Amount text", mark)
        """, targetPID: pid, timeout: 90)
    }

    /// A field with an error says it on the way back to it (Orca 43 refuses focus on a field
    /// GTK 4.8 marks invalid: the error is said as words, and the state is not set); an error
    /// that appears while typing is said as it appears.
    func testAFieldWithAnErrorSaysTheErrorWhenFocusReturns() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        orca_follows_focus_in_name(name)
        zip_code = find(name="ZIP code", role_name="text")
        tab_to(zip_code)
        type_text("1234")
        key("Tab")
        wait_for("focus left the ZIP code", lambda: "focused" not in states(zip_code))
        wait_for("the error shown", lambda: "Error:" in description(zip_code))
        mark = said_mark()
        key("shift+Tab")
        wait_said_in_order(["ZIP code text", "Error: "], mark)
        check("invalid" not in states(zip_code), "GTK 4.8's invalid state silences Orca: " + repr(states(zip_code)))
        # An error that appears while typing is said at once.
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        mark = said_mark()
        type_text("12.345")
        wait_said("Error: ", mark)
        wait_said("decimal places", mark)
        """, targetPID: pid, timeout: 90)
    }

    /// The saved entries: the number of search results, a row as one sentence, delete and undo.
    func testSearchResultsRowsDeleteAndUndoAreSpoken() async throws {
        let app = try XCTUnwrap(app)
        let seed = app.home.appendingPathComponent("two.jsonl")
        try Data([Self.record("Grace Hopper", "12.50"), Self.record("Alan Turing", "7.00")].joined(separator: "\n").utf8).write(to: seed)
        XCTAssertEqual(try app.command(["import", seed.path]).status, 0)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        key("ctrl+f")
        search = find(name="Search entries", role_name="text")
        wait_for("focus in the search", lambda: "focused" in states(search))
        mark = said_mark()
        type_text("grace")
        wait_said("1 entry", mark)
        mark = said_mark()
        key("Tab")
        wait_said("Grace Hopper $12.50 2000 Navy Pentagon, Arlington, VA 22202", mark)
        mark = said_mark()
        key("Delete")
        wait_said("Deleted the entry for Grace Hopper", mark)
        mark = said_mark()
        key("ctrl+z")
        wait_said("Restored the entry for Grace Hopper", mark)
        """, targetPID: pid, timeout: 90)
    }

    /// An icon button says its name alone (GTK 4.8 had it labelled by its image: "GtkImage
    /// Keyboard shortcuts push button"): the main menu's button, last in the header bar, is
    /// "Main Menu" (GTK 4.8 reports its inner toggle button as a push button); the currency
    /// selector says the currency; quitting with an entry typed asks, and says so.
    func testTheCurrencySelectorAndTheUnsavedEntryQuestionAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        # The header bar is reached from the saved entries (the form's Tab order is a loop).
        key("ctrl+f")
        tab_to(find(name="Export entries", role_name="push button"))
        mark = said_mark()
        key("Tab")
        wait_said("Main Menu push button", mark)
        never_said("Gtk", mark)
        key("Tab")
        wait_for("focus back in Name", lambda: "focused" in states(name))
        type_text("Ada")
        currency = find(name="Currency: US Dollar", role_name="push button")
        mark = said_mark()
        tab_to(currency)
        wait_said("Currency: US Dollar", mark)
        mark = said_mark()
        key("ctrl+q")
        wait_said_in_order(["Save the entry you are typing?", "The new entry on screen is not saved yet", "Save push button"], mark)
        mark = said_mark()
        key("Escape")
        wait_said("Currency: US Dollar", mark)
        """, targetPID: pid, timeout: 90)
    }

    /// A pasted address says which fields it filled; the same payment saved again says when it
    /// was saved before and asks, as a sighted operator reads it in the banner.
    func testAPastedAddressAndTheDuplicateQuestionAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        orca_follows_focus_in_name(name)
        amount = find(name="Amount", role_name="text")
        def paste_address():
            tab_to(find(name="Address line 1", role_name="text"))
            mark = said_mark()
            # (Country is named too when the form showed another one.)
            paste("Ada Lovelace\\n10 Downing Street\\nLondon\\nSW1A 2AA", lambda: wait_said_in_order(
                ["The pasted address went into Name, ", "Address line 1, Post town and Postal code: check them."], mark))
            wait_for("on to the amount", lambda: "focused" in states(amount))
        paste_address()
        type_text("5")
        mark = said_mark()
        key("ctrl+s")
        wait_said("Saved entry for Ada Lovelace.", mark)
        wait_for("the form cleared", lambda: text(name) == "")
        paste_address()
        type_text("5")
        mark = said_mark()
        key("ctrl+s")
        wait_said_in_order(["Ada Lovelace, £5.00 was already saved on", "(10 Downing Street, London, SW1A 2AA). Save it again?"], mark)
        """, targetPID: pid, timeout: 90)
    }

    /// The open batch's figures on request (Ctrl+T), the difference when it cannot close, and the
    /// supervisor's override it offers.
    func testTheBatchFiguresAndTheRefusedCloseAreSpoken() async throws {
        let app = try XCTUnwrap(app)
        let opened = try app.command(["batch", "open", "Slips A", "--count", "3", "--total", "150.00 USD"])
        XCTAssertEqual(opened.status, 0, opened.errors)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        orca_follows_focus_in_name(name)
        mark = said_mark()
        key("ctrl+t")
        wait_said("Batch Slips A; 0 of 3 entries; $0.00 of $150.00, difference -$150.00", mark)
        mark = said_mark()
        key("ctrl+shift+b")
        wait_said("Batch Slips A does not balance: 0 of 3 entries; $0.00 of $150.00, difference -$150.00. "
                  "Correct the entries, or a supervisor closes it with a reason.", mark)
        mark = said_mark()
        key("alt+o")
        wait_said_in_order(["Close without balancing", "Supervisor ID"], mark)
        """, targetPID: pid, timeout: 90)
    }

    /// The statistics window: each row said whole, every figure with its heading, as the arrow
    /// keys reach it (the keys typed so far counted first).
    func testTheStatisticsAreSpokenRowByRow() async throws {
        let app = try XCTUnwrap(app)
        let store = try EntryStore(url: app.databaseURL)
        try store.recordActivity(of: OperatorStamp("ann"), keystrokes: 1_200, activeSeconds: 600)
        try store.recordActivity(of: OperatorStamp("ben"), keystrokes: 90, activeSeconds: 60)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        orca_follows_focus_in_name(name)
        mark = said_mark()
        key("ctrl+shift+o")
        # First the keys typed at this desk so far, by nobody signed in.
        wait_said("Operator: an operator not signed in; Batch: –; Entries: 0; Keystrokes: ", mark)
        mark = said_mark()
        key("Down")
        wait_said("Operator: ann; Batch: –; Entries: 0; Keystrokes: 1,200; Keying time: 10 minutes; "
                  "Entries per hour: 0; Keystrokes per hour: 7,200; Mismatches per 1,000 keystrokes: 0.00", mark)
        mark = said_mark()
        key("Down")
        wait_said("Operator: ben; Batch: –; Entries: 0; Keystrokes: 90; Keying time: 1 minute; "
                  "Entries per hour: 0; Keystrokes per hour: 5,400; Mismatches per 1,000 keystrokes: 0.00", mark)
        # The row with focus is the selected one: no "not selected" after each.
        never_said("not selected", mark)
        """, targetPID: pid, timeout: 90)
    }

    /// The batches window: the row reached said whole, and what sending it to verification did.
    func testTheBatchesAndTheirVerificationAreSpoken() async throws {
        let app = try XCTUnwrap(app)
        _ = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        orca_follows_focus_in_name(name)
        mark = said_mark()
        key("ctrl+shift+l")
        wait_said("Batch: Slips V; State: closed; Opened by: –; Entries: 1 of 1 entry; "
                  "Totals: $125.00 of $125.00, difference $0.00 · balances; Verification: –", mark)
        mark = said_mark()
        key("alt+v")
        wait_said("Batch Slips V waits for its second keying: Ctrl+Shift+V takes it up at any desk.", mark)
        """, targetPID: pid, timeout: 90)
    }

    /// A second keying: which entry of which batch to key again, and the mismatch it stops at.
    func testAVerificationMismatchIsSpoken() async throws {
        let app = try XCTUnwrap(app)
        _ = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        orca_follows_focus_in_name(name)
        mark = said_mark()
        key("ctrl+shift+v")
        # A desk without sign-in asks who verifies.
        wait_said_in_order(["Sign in", "Operator ID"], mark)
        type_text("ben")
        mark = said_mark()
        key("Return")
        wait_said("Verifying batch Slips V, entry 1 of 1: key ZIP code and Amount again from the slip.", mark)
        zip_code = find(name="ZIP code", role_name="text")
        wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
        type_text("62701")
        key("Return")
        amount = find(name="Amount", role_name="text")
        wait_for("focus in Amount", lambda: "focused" in states(amount))
        type_text("152")
        mark = said_mark()
        key("Return")
        wait_said("The two keyings of Amount differ: first $125.00, second $152.00.", mark)
        """, targetPID: pid, timeout: 90)
    }

    /// The team server out of reach: said once, where the operator is.
    func testTheTeamServerGoingOfflineIsSpokenOnce() async throws {
        let listener = try SilentListener()
        let app = try XCTUnwrap(app)
        app.environmentChanges["ENTRYDESK_SERVER"] = "postgresql://desk_a:secret-word@127.0.0.1:\(listener.port)/team?connect_timeout=5"
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        # Orca follows focus from the first focus event (there is no window manager to send one).
        orca_follows_focus_in_name(name)
        wait_said("Team server: Offline since ", 0, timeout=30)
        mark = said_mark()
        type_text("Ada")
        wait_for("typed", lambda: text(name) == "Ada")
        never_said("Team server", mark)
        never_said("secret-word", 0)
        """, targetPID: pid, timeout: 90)
        _ = listener
    }

    private static func record(_ name: String, _ amount: String) -> String {
        #"{"name":"\#(name)","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"\#(amount)","currency":"USD"}"#
    }
}
