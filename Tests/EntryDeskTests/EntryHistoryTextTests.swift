@testable import EntryDesk
import EntryForm
import EntryStore
import Foundation
import XCTest

/// The history line under the form's title: the reasons given for values a rule questioned are
/// said with their field's title, never as the JSON they are kept in.
final class EntryHistoryTextTests: XCTestCase {
    func testReasonsAreSaidWithTheirFieldsTitle() throws {
        let paidOn = FormField(key: "paid_on", type: .date, label: LocalizedText("Paid on"))
        let form = FormDefinition(fields: BuiltInForm.definition.fields + [paidOn], version: "history-1")
        let at = Date(timeIntervalSince1970: 1_795_000_000)
        let events = [
            EntryEvent(
                kind: .keyed, operatorID: "kiosk:hall", at: at,
                changes: ["rule_reasons": .init(from: "", to: #"{"amount":"Confirmed by the visitor at the kiosk"}"#)]),
            EntryEvent(
                kind: .edited, operatorID: "ann", at: at.addingTimeInterval(60),
                changes: [
                    "paid_on": .init(from: "", to: "2026-01-05"),
                    "rule_reasons": .init(
                        from: #"{"amount":"Confirmed by the visitor at the kiosk"}"#,
                        to: #"{"amount":"Confirmed by the visitor at the kiosk","paid_on":"Paid late"}"#)
                ])
        ]
        let line = try XCTUnwrap(EntryHistoryText.line(events, form: form))
        let steps = line.components(separatedBy: " · ")
        XCTAssertEqual(steps.count, 2, line)
        XCTAssertTrue(steps[0].hasSuffix(": reason for Amount: Confirmed by the visitor at the kiosk"), line)
        XCTAssertTrue(steps[1].hasSuffix(" → 2026-01-05, reason for Paid on: Paid late"), line)
        XCTAssertFalse(line.contains("{"), line)
    }
}
