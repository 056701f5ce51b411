import Foundation
import GtkTestSupport
import XCTest

/// The form's soft rules at a kiosk, by pointer taps alone: an amount above the kiosk's limit
/// (`[amounts] confirm-above`) and a day paid more than 90 days back are not refused, and the
/// visitor types no reason: the review page shows each with the rule's words, Change goes back
/// and Save asks again, Confirm keeps both with the kiosk's reason, exported and in the entry's
/// history. The real binary under Xvfb; the driver is `Tests/Drivers/kiosk_soft_rules.py`.
@MainActor
final class KioskSoftRulesTests: AppProcessTestCase {
    static let formFile = #"""
        {"version": "kiosk-soft-1",
         "fields": [
          {"key": "paid_on", "type": "date", "label": "Paid on", "placement": "kiosk",
           "rules": [{"max_age_days": 90, "soft": true}]}
         ]}
        """#

    func testAVisitorConfirmsTheQuestionedValuesOnTheReviewPage() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[amounts]\nconfirm-above = 5000\n")
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        // The on-screen keyboard forced: Xvfb's XTEST keyboard would hide it.
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        let form = app.home.appendingPathComponent("form.json")
        try Data(Self.formFile.utf8).write(to: form)
        let pid = try app.launch(["--kiosk", "--form", form.path])
        let day = Self.isoDay(daysAgo: 200)
        await AccessibilityDriver.call(
            "kiosk_soft_rules.questioned_values_confirmed_on_review", "Ada Lovelace", "160", "16027 Greenwich Dr, Mountain View, CA 94040",
            "9000", "At most 5,000 USD: is this right?", day, "More than 90 days ago: is this right?", targetPID: pid, timeout: 240)

        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let lines = export.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "saved once, on Confirm: \(export.output)")
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data((lines.first ?? "{}").utf8)) as? [String: Any])
        XCTAssertEqual(record["amount"] as? String, "9000.00")
        let reasons = try XCTUnwrap(record["rule_reasons"] as? String)
        let confirmed = "Confirmed by the visitor at the kiosk"
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: Data(reasons.utf8)) as? [String: String], ["amount": confirmed, "paid_on": confirmed])
        let history = try app.command(["history", try XCTUnwrap(record["id"] as? String)])
        XCTAssertTrue(
            history.output.contains(#"keyed  by kiosk:"#)
                && history.output.contains(#"reason for amount: "Confirmed by the visitor at the kiosk", reason for paid_on: "#),
            history.output)
    }

    /// A day as stored and as typed in ISO (`2026-05-13`), which every locale takes.
    private static func isoDay(daysAgo: Int) -> String {
        let calendar = Calendar(identifier: .gregorian)
        let day = calendar.date(byAdding: .day, value: -daysAgo, to: Date()) ?? Date()
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
