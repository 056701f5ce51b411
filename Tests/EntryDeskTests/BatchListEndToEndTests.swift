import AddressKit
import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// Batches listed, reopened, sent to verification and exported from the window
/// (Ctrl+Shift+L), by the keyboard alone: each row read whole over AT-SPI as Orca says it, the
/// reopen refused while another batch is open, then done; the export holds the batch's entries
/// only.
@MainActor
final class BatchListEndToEndTests: AppProcessTestCase {
    func testBatchesAreListedSentToVerificationExportedAndReopened() async throws {
        let app = try XCTUnwrap(app)
        let store = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        try store.insert(Entry(address: Address(countryCode: "US", countryArea: "IL", city: "Springfield", postalCode: "62702",
                                                streetLines: ["2 Elm Street"], name: "Zed Outside"),
                               amount: "9.00", currency: "USD"))
        let opened = try app.command(["batch", "open", "Tue", "--count", "0", "--operator", "ben"])
        XCTAssertEqual(opened.status, 0, opened.errors)
        let target = app.home.appendingPathComponent("slips-v.csv")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        import os
        def shown(text):
            return [n for n in find_all(showing=True) if (n.name or "") == text]


        name = focus_name_field()
        key("ctrl+shift+l")
        focus_window("Batches")
        wait_for("the newest batch first", lambda: focused_row() == "Batch: Tue; State: open; Opened by: ben; Entries: 0 of 0 entries; "
                 "Totals: balances; Verification: –")
        # Tab leaves the rows for the buttons that apply (an open batch: Export…), Shift+Tab comes back.
        key("Tab")
        wait_for("Export… focused", lambda: focused_node() is not None and focused_node().name == "Export…")
        key("shift+Tab")
        wait_for("back on Tue", lambda: focused_row().startswith("Batch: Tue; "))
        key("Down")
        wait_for("Slips V", lambda: focused_row() == "Batch: Slips V; State: closed; Opened by: –; Entries: 1 of 1 entry; "
                 "Totals: $125.00 of $125.00, difference $0.00 · balances; Verification: –")
        key("alt+v")
        wait_for("sent to verification", lambda: shown("Batch Slips V waits for its second keying: Ctrl+Shift+V takes it up at any desk."))
        wait_for("its row says so", lambda: focused_row().endswith("; Verification: 0 of 1 verified"))
        key("alt+r")
        wait_for("the reopen refused", lambda: shown("Batch Tue is still open: close it first (Ctrl+Shift+B)."))
        key("Escape")
        wait_for_window_gone("Batches")
        wait_for("focus back in Name", lambda: "focused" in states(name))
        key("ctrl+shift+b")
        find(name="Batch Tue is closed: it balances.", showing=True)

        # Slips V's entries to a file of their own.
        key("ctrl+shift+l")
        focus_window("Batches")
        wait_for("Tue closed", lambda: focused_row().startswith("Batch: Tue; State: closed; "))
        key("Down")
        wait_for("Slips V", lambda: focused_row().startswith("Batch: Slips V; "))
        key("alt+e")
        file_name = find(name="Name:", role_name="text")
        wait_for("the file name field focused", lambda: "focused" in states(file_name))
        check(text(file_name).startswith("Slips V-"), text(file_name))
        set_text(file_name, \(AccessibilityDriver.pythonString(target.path)))
        wait_for("the path in the field", lambda: text(file_name) == \(AccessibilityDriver.pythonString(target.path)))
        key("Return")
        # No walk of the tree while GTK 4.8 destroys the chooser (its AT-SPI code can crash then).
        wait_for("the exported file", lambda: os.path.exists(\(AccessibilityDriver.pythonString(target.path))))
        wait_for_window_gone("Export entries")
        find(name="Exported the entries to slips-v.csv.", showing=True)

        # Reopened: the desk's open batch, its figures in the bar.
        key("ctrl+shift+l")
        focus_window("Batches")
        wait_for("Tue first", lambda: focused_row().startswith("Batch: Tue; "))
        key("Down")
        wait_for("Slips V", lambda: focused_row().startswith("Batch: Slips V; "))
        key("alt+r")
        wait_for_window_gone("Batches")
        find(name="Batch Slips V is open again: the entries you save now belong to it.", showing=True)
        wait_for("the bar", lambda: [n for n in find_all(showing=True) if (n.name or "") == "1 of 1 entry · $125.00 of $125.00, difference $0.00 · balances"])
        wait_for("focus back in Name", lambda: "focused" in states(name))
        """, targetPID: pid, timeout: 180)
        let exported = try String(contentsOf: target, encoding: .utf8)
        XCTAssertTrue(exported.contains("Ann Bell"), exported)
        XCTAssertFalse(exported.contains("Zed Outside"), exported)
        let shown = try app.command(["batch", "show", "Slips V", "--json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["state"] as? String, "open")
    }

    /// The batch being keyed a second time at this desk is not reopened under the verifier.
    func testTheBatchUnderVerificationHereCannotBeReopened() async throws {
        let app = try XCTUnwrap(app)
        _ = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        try app.writeConfiguration("[desk]\nsign-in = yes\n")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = sign_in("ben")
        key("ctrl+shift+v")
        find(name="Verifying batch Slips V, entry 1 of 1: key ZIP code and Amount again from the slip.", showing=True)
        key("ctrl+shift+l")
        focus_window("Batches")
        wait_for("Slips V in verification", lambda: focused_row().startswith("Batch: Slips V; State: closed; ")
                 and focused_row().endswith("; Verification: 0 of 1 verified"))
        reopen = find(name="Reopen", role_name="push button")
        check("sensitive" not in states(reopen), "Reopen is off: " + repr(states(reopen)))
        check("sensitive" in states(find(name="Export…", role_name="push button")), "Export… is on")
        key("Escape")
        wait_for_window_gone("Batches")
        """, targetPID: pid, timeout: 90)
    }
}
