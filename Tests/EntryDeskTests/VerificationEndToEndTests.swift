import AddressKit
import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// Blind verification: the first pass keyed 125.00 (by "ann"); the verifier ("ben")
/// keys the slip again in the window without seeing it, types 152.00, is stopped at the amount
/// with both values, chooses the second: the entry is verified with 152.00 and the mismatch is
/// charged to ann. Real keys, read back over AT-SPI and through the CLI.
@MainActor
final class VerificationEndToEndTests: AppProcessTestCase {
    /// Batch "Slips V", closed: one slip for Ann Bell, 125.00 USD, keyed by "ann".
    static func closedBatchKeyedByAnn(in database: URL) throws -> EntryStore {
        let store = try EntryStore(url: database)
        try store.openBatch(named: "Slips V", expectedCount: 1, expectedTotals: [ExpectedTotal(currency: "USD", amount: "125.00")])
        try store.insert(Entry(address: Address(countryCode: "US", countryArea: "IL", city: "Springfield", postalCode: "62701",
                                                streetLines: ["1 Main Street"], name: "Ann Bell"),
                               amount: "125.00", currency: "USD"), joiningOpenBatch: true, by: OperatorStamp("ann"))
        try store.closeBatch(named: "Slips V")
        return store
    }

    func testASecondKeyingStopsAtTheMismatchAndChoosingTheSecondChargesTheFirstOperator() async throws {
        let app = try XCTUnwrap(app)
        let store = try Self.closedBatchKeyedByAnn(in: app.databaseURL)
        try app.writeConfiguration("[desk]\nsign-in = yes\n")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = sign_in("ben")
        key("ctrl+shift+v")
        find(name="Verifying batch Slips V, entry 1 of 1: key ZIP code and Amount again from the slip.", showing=True)
        amount = find(name="Amount", role_name="text")
        zip_code = find(name="ZIP code", role_name="text")
        wait_for("the slip's name shown", lambda: text(name) == "Ann Bell")
        check(text(amount) == "" and text(zip_code) == "", "the first keying is not shown: " + repr((text(amount), text(zip_code))))
        # The verified fields in the form's order: the ZIP code first, Enter on to the Amount.
        wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
        type_text("62701")
        key("Return")
        wait_for("focus in Amount", lambda: "focused" in states(amount))
        type_text("152")
        key("Return")
        find(name="The two keyings of Amount differ: first $125.00, second $152.00.", showing=True)
        wait_for("stopped at the amount", lambda: "focused" in states(amount))
        key("alt+u")
        find(name="Batch Slips V is verified.", showing=True)
        # The statistics window: ann charged with the mismatch, ben's keys counted; a row at a
        # time by the arrow keys, each named with every heading and figure, then Tab to Close.
        key("ctrl+shift+o")
        focus_window("Statistics")
        find(name="Mismatches per 1,000 keystrokes", role_name="label", showing=True)
        wait_for("ann's row focused", lambda: focused_row().startswith("Operator: ann; Batch: Slips V; Entries: 1; Keystrokes: 0; "))
        check(focused_row().endswith("; Mismatches per 1,000 keystrokes: –"), focused_row())
        key("Down")
        wait_for("ben's row focused", lambda: focused_row().startswith("Operator: ben; Batch: "))
        check("; Keystrokes per hour: " in focused_row(), focused_row())
        key("Tab")
        wait_for("Close focused", lambda: focused_node() is not None and focused_node().name == "Close")
        key("Escape")
        wait_for_window_gone("Statistics")
        """, targetPID: pid, timeout: 120)
        let history = try app.command(["history", "--json", try XCTUnwrap(store.entries(limit: 1).first).id.uuidString])
        XCTAssertEqual(history.status, 0, history.errors)
        XCTAssertTrue(history.output.contains(#""changes":{"amount":{"from":"125.00","to":"152.00"}},"kind":"edited","operator":"ben""#), history.output)
        XCTAssertTrue(history.output.contains(#""kind":"verified","operator":"ben""#), history.output)
        XCTAssertEqual(try store.entries(limit: 1).first?.amount, "152.00")
        let stats = try app.command(["stats", "--json", "--batch", "Slips V"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.first { $0["operator"] as? String == "ann" }?["mismatches"] as? Int, 1, stats.output)
        // 1, 5, 2, the Tabs to the ZIP code, 6, 2, 7, 0, 1, S of Ctrl+S and more: counted, at least these.
        XCTAssertGreaterThanOrEqual(rows.first { $0["operator"] as? String == "ben" }?["keystrokes"] as? Int ?? 0, 10, stats.output)
    }

    /// The operator who keyed the batch cannot verify it: the second keying is another person's.
    /// A desk without sign-in asks who verifies at Ctrl+Shift+V (Escape leaves it unasked).
    func testWhoKeyedTheBatchCannotVerifyIt() async throws {
        let app = try XCTUnwrap(app)
        _ = try Self.closedBatchKeyedByAnn(in: app.databaseURL)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        key("ctrl+shift+v")
        operator = find(name="Operator ID", role_name="text")
        # The question says what it is for.
        focus_window("Sign in to verify batch Slips V")
        wait_for("focus in Operator ID", lambda: "focused" in states(operator))
        key("Escape")
        wait_for_window_gone("Sign in to verify batch Slips V")
        wait_for("focus back in Name", lambda: "focused" in states(name))
        check(text(name) == "", "no verification started")
        key("ctrl+shift+v")
        operator = find(name="Operator ID", role_name="text")
        focus_window("Sign in to verify batch Slips V")
        wait_for("focus in Operator ID", lambda: "focused" in states(operator))
        type_text("ann")
        key("Return")
        find(name="ann keyed entries of batch Slips V: another operator verifies it.", showing=True)
        check(text(name) == "", "no entry brought up")
        """, targetPID: pid, timeout: 60)
    }
}
