import Foundation
import GtkTestSupport
import XCTest

/// A batch of 3 slips expected to add up to 150.00 USD, opened, keyed (one
/// slip a dollar short), refused at closing with the difference, corrected and closed: by the
/// keyboard alone, every figure read back over AT-SPI as a person (or Orca) reads it.
@MainActor
final class BatchEndToEndTests: AppProcessTestCase {
    /// Keys one entry into the desk's empty US form (Name focused) and saves it with Ctrl+S.
    private static let keyEntry = """
    def key_entry(who, money):
        name = find(name="Name", role_name="text")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text(who)
        tab_to(find(name="Address line 1", role_name="text"))
        type_text("1 Main Street")
        tab_to(find(name="City", role_name="text"))
        type_text("Springfield")
        tab_to(find(name="State", role_name="combo box"))
        type_text("illin")
        key("Tab")
        zip_code = find(name="ZIP code", role_name="text")
        wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
        type_text("62701")
        tab_to(find(name="Amount", role_name="text"))
        type_text(money)
        key("ctrl+s")
        find(name="Saved entry for " + who + ".", showing=True)
    """

    func testABatchOneDollarShortIsRefusedUntilCorrectedThenCloses() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        \(Self.keyEntry)
        def shown(fragment):
            return [n.name for n in find_all(showing=True) if fragment in (n.name or "")]


        name = focus_name_field()
        key("ctrl+b")
        batch_name = find(name="Batch name", role_name="text")
        wait_for("focus in the batch's name", lambda: "focused" in states(batch_name))
        type_text("Slips A")
        tab_to(find(name="Number of entries", role_name="text"))
        type_text("3")
        totals = tab_to(find(name="Totals", role_name="text"))
        # No currency: said under the field, with an example the locale's way; the field keeps the focus.
        type_text("150,00")
        key("Return")
        wait_for("the total refused", lambda: shown("“150,00” is not a total: type an amount and a currency code, like 150.00 EUR"))
        check("focused" in states(totals), "focus stays in Totals")
        key("ctrl+a")
        type_text("150.00 USD")
        key("Return")
        find(name="Batch Slips A is open: the entries you save now belong to it.", showing=True)
        wait_for("the batch's figures", lambda: shown("0 of 3 entries · $0.00 of $150.00, difference -$150.00"))
        wait_for("focus back in Name", lambda: "focused" in states(name))

        key_entry("Ann Bell", "50")
        key_entry("Ben Cole", "49")
        key_entry("Cid Dunn", "50")
        wait_for("three keyed", lambda: shown("3 of 3 entries · $149.00 of $150.00, difference -$1.00"))
        key("ctrl+shift+b")
        find(name="Batch Slips A does not balance: 3 of 3 entries; $149.00 of $150.00, difference -$1.00. "
                  "Correct the entries, or a supervisor closes it with a reason.", showing=True)

        # The slip keyed wrong, found and corrected.
        key("ctrl+f")
        search = find(name="Search entries", role_name="text")
        wait_for("focus in the search", lambda: "focused" in states(search))
        type_text("Ben Cole")
        wait_for("one entry found", lambda: shown("1 entry"))
        key("Tab")
        wait_for("focus in the list", lambda: "focused" not in states(search))
        key("Return")
        wait_for("Ben Cole's entry open", lambda: text(name) == "Ben Cole")
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        key("ctrl+a")
        type_text("50")
        key("ctrl+s")
        find(name="Changes saved for Ben Cole.", showing=True)
        wait_for("the batch balancing", lambda: shown("3 of 3 entries · $150.00 of $150.00, difference $0.00 · balances"))
        key("ctrl+shift+b")
        find(name="Batch Slips A is closed: it balances.", showing=True)
        wait_for("the bar gone", lambda: not shown("Batch Slips A ·") and not shown("of 3 entries"))
        key("ctrl+t")
        find(name="No batch is open. Ctrl+B opens one.", showing=True)
        """, targetPID: pid, timeout: 180)
        let shown = try app.command(["batch", "show", "Slips A", "--json"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["state"] as? String, "closed")
        XCTAssertEqual(json["keyed_count"] as? Int, 3)
        XCTAssertEqual(json["balanced"] as? Bool, true)
    }

    /// `[desk] sign-in = yes`: the operator signs in by ID at start; the entry they key and
    /// correct says so in its history (`entrydesk history`).
    func testTheOperatorSignsInAndTheHistorySaysWhoKeyedAndCorrected() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[desk]\nsign-in = yes\n")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        \(Self.keyEntry)
        operator = find(name="Operator ID", role_name="text")
        focus_window("Sign in")
        wait_for("focus in Operator ID", lambda: "focused" in states(operator))
        key("Return")
        wait_for("an empty ID refused", lambda: [n for n in find_all(showing=True) if (n.name or "").startswith("Type your operator ID")])
        type_text("op-7")
        key("Return")
        find(name="Signed in as op-7.", showing=True)
        name = find(name="Name", role_name="text")
        wait_for("focus in Name", lambda: "focused" in states(name))
        key_entry("Ann Bell", "49")
        open_first_saved_entry("Ann Bell")
        wait_for("its history shown", lambda: [n for n in find_all(showing=True) if (n.name or "").startswith("Keyed by op-7, ")])
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        key("ctrl+a")
        type_text("50")
        key("ctrl+s")
        find(name="Changes saved for Ann Bell.", showing=True)
        """, targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
        let id = try XCTUnwrap(record["id"] as? String)
        let history = try app.command(["history", String(id.prefix(8))])
        XCTAssertEqual(history.status, 0, history.errors)
        let lines = history.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, history.output)
        XCTAssertTrue(lines.first?.hasSuffix("  keyed  by op-7") == true, history.output)
        XCTAssertTrue(lines.last?.hasSuffix("  edited  by op-7: amount \"49.00\" -> \"50.00\"") == true, history.output)
    }

    /// A batch that does not balance, closed by a supervisor from the refusal's "Supervisor
    /// override" (Alt+O): not by the operator signed in, not with a wrong PIN, and with a reason,
    /// all recorded with the batch. By the keyboard alone.
    func testASupervisorClosesAnUnbalancedBatchWithTheirPINAndAReason() async throws {
        let app = try XCTUnwrap(app)
        for (who, pin) in [("op-7", "5193"), ("sup-1", "8642")] {
            let set = try app.command(["operator", "set-pin", who], input: "\(pin)\n\(pin)\n")
            XCTAssertEqual(set.status, 0, set.errors)
        }
        let opened = try app.command(["batch", "open", "Slips O", "--count", "3", "--total", "150.00 USD"])
        XCTAssertEqual(opened.status, 0, opened.errors)
        try app.writeConfiguration("[desk]\nsign-in-pin = yes\n")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        def shown(text):
            return [n for n in find_all(showing=True) if (n.name or "") == text]


        operator = find(name="Operator ID", role_name="text")
        focus_window("Sign in")
        wait_for("focus in Operator ID", lambda: "focused" in states(operator))
        type_text("op-7")
        tab_to(find(name="PIN", role_name="password text"))
        type_text("5193")
        key("Return")
        find(name="Signed in as op-7.", showing=True)
        name = find(name="Name", role_name="text")
        wait_for("focus in Name", lambda: "focused" in states(name))
        key("ctrl+shift+b")
        refusal = ("Batch Slips O does not balance: 0 of 3 entries; $0.00 of $150.00, difference -$150.00. "
                   "Correct the entries, or a supervisor closes it with a reason.")
        find(name=refusal, showing=True)
        key("alt+o")
        focus_window("Close without balancing")
        supervisor = find(name="Supervisor ID", role_name="text")
        wait_for("focus in Supervisor ID", lambda: "focused" in states(supervisor))
        check(shown(refusal), "the dialog says by how much the batch does not balance")
        # The operator signed in is no supervisor of their own batch.
        type_text("op-7")
        pin = find(name="PIN", role_name="password text")
        tab_to(pin)
        type_text("5193")
        reason = tab_to(find(name="Reason", role_name="text"))
        type_text("slips 2 and 3 lost in the mail")
        key("Return")
        wait_for("the operator refused", lambda: shown("op-7 is signed in at this desk: a supervisor gives the override with their own ID."))
        wait_for("focus back in Supervisor ID", lambda: "focused" in states(supervisor))
        key("ctrl+a")
        type_text("sup-1")
        tab_to(pin)
        key("ctrl+a")
        type_text("1111")
        key("Return")
        key("Return")
        wait_for("the wrong PIN refused", lambda: shown("Wrong operator ID or PIN."))
        wait_for("focus back in the PIN, emptied", lambda: "focused" in states(pin))
        type_text("8642")
        tab_to(reason)
        key("Return")
        find(name="Batch Slips O is closed without balancing, by sup-1.", showing=True)
        wait_for_window_gone("Close without balancing")
        wait_for("focus back in Name", lambda: "focused" in states(name))
        key("ctrl+t")
        find(name="No batch is open. Ctrl+B opens one.", showing=True)
        """, targetPID: pid, timeout: 120)
        let shown = try app.command(["batch", "show", "Slips O", "--json"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["state"] as? String, "closed")
        XCTAssertEqual(json["balanced"] as? Bool, false)
        let override = try XCTUnwrap(json["override"] as? [String: Any], shown.output)
        XCTAssertEqual(override["supervisor"] as? String, "sup-1")
        XCTAssertEqual(override["reason"] as? String, "slips 2 and 3 lost in the mail")
    }

    /// Totals written as a German desk writes amounts: the helper shows "150,00 EUR"
    /// and "1.234,50 EUR" opens the batch; the English tape's "150.00 EUR" is read too.
    func testGermanTotalsTakeADecimalComma() async throws {
        let app = try XCTUnwrap(app)
        app.locale = "de_DE.UTF-8"
        let pid = try app.launch()
        await AccessibilityDriver.run("import operator_day\noperator_day.german_totals_refused_then_read()", targetPID: pid)
        let shown = try app.command(["batch", "show", "Belege B", "--json"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        XCTAssertTrue(shown.output.contains("1234.50") && shown.output.contains("150.00"), shown.output)
    }
}
