import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// The amount's plausibility limit at the desk, as the configuration sets it (`[amounts]
/// confirm-above`), by keyboard alone: an amount above it asks in the soft rules' question, is
/// saved with the reason typed, which the export (CSV and JSON Lines), the window's history and
/// `entrydesk history` show; saved again unchanged, it is not asked about again; `entrydesk form
/// show` shows the limit as the amount's rule. The driver is `Tests/Drivers/amount_limit.py`.
@MainActor
final class AmountLimitEndToEndTests: AppProcessTestCase {
    func testAnAmountAboveTheLimitIsConfirmedWithAReasonOnceAndTheReasonKept() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[amounts]\nconfirm-above = 5000\n")
        let reason = "Estate gift, confirmed by phone"
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "amount_limit.amount_above_the_limit_asked_once", "Ada Lovelace", "12500", "Amount: At most 5,000 USD: is this right?",
            reason, "R-17", targetPID: pid, timeout: 180)

        let jsonl = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(jsonl.status, 0, jsonl.errors)
        let lines = jsonl.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, jsonl.output)
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data((lines.first ?? "{}").utf8)) as? [String: Any])
        XCTAssertEqual(record["amount"] as? String, "12500.00")
        XCTAssertEqual(record["reference"] as? String, "R-17")
        let reasons = try XCTUnwrap(record["rule_reasons"] as? String)
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: Data(reasons.utf8)) as? [String: String], ["amount": reason], "the reason exported")
        let csv = try app.command(["export", "--format", "csv"])
        XCTAssertEqual(csv.status, 0, csv.errors)
        XCTAssertTrue(csv.output.contains(#""{""amount"":""Estate gift, confirmed by phone""}""#), csv.output)

        let id = try XCTUnwrap(record["id"] as? String)
        let history = try app.command(["history", id])
        XCTAssertEqual(history.status, 0, history.errors)
        let steps = history.output.split(separator: "\n")
        XCTAssertEqual(steps.count, 2, history.output)
        XCTAssertTrue(
            steps.first?.contains(#"keyed  by (nobody signed in): reason for amount: "Estate gift, confirmed by phone""#) == true,
            history.output)
        XCTAssertTrue(
            steps.last?.contains(#"edited"#) == true && steps.last?.contains("reason for") == false,
            "the edit gave no reason: \(history.output)")

        let form = try app.command(["form", "show"])
        let amountLine = form.output.split(separator: "\n").first { $0.hasPrefix("amount ") }
        XCTAssertTrue(amountLine?.hasSuffix("at most 5000 (asks)") == true, form.output)
    }
}
