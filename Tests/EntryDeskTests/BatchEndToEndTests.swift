import Foundation
import GtkTestSupport
import XCTest

/// A batch of 3 slips expected to add up to 150.00 USD, opened, keyed (one
/// slip a dollar short), refused at closing with the difference, corrected and closed: by the
/// keyboard alone, every figure read back over AT-SPI as a person (or Orca) reads it. The drivers
/// are `Tests/Drivers/batches.py` (and `operator_day.py` for the German totals).
@MainActor
final class BatchEndToEndTests: AppProcessTestCase {
    func testABatchOneDollarShortIsRefusedUntilCorrectedThenCloses() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call("batches.batch_one_dollar_short_refused_then_corrected", targetPID: pid, timeout: 180)
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
        await AccessibilityDriver.call("batches.signed_in_keys_and_corrects", "op-7", "Ann Bell", "49", "50", targetPID: pid, timeout: 120)
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
        await AccessibilityDriver.call(
            "batches.supervisor_closes_unbalanced_batch", "Slips O", "op-7", "5193", "sup-1", "1111", "8642",
            "slips 2 and 3 lost in the mail", targetPID: pid, timeout: 120)
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
        await AccessibilityDriver.call("operator_day.german_totals_refused_then_read", targetPID: pid)
        let shown = try app.command(["batch", "show", "Belege B", "--json"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        XCTAssertTrue(shown.output.contains("1234.50") && shown.output.contains("150.00"), shown.output)
    }
}
