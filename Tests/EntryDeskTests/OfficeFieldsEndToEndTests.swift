import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// An office's own fields at the desk, from a form file (`--form`): keyed by keyboard alone,
/// checked at Save by the form's rules (a hard one refuses, a soft one asks for a reason), and
/// stored as the form says (an IBAN without spaces, a date in ISO 8601) with the reason. The
/// drivers are `Tests/Drivers/office_fields.py`.
@MainActor
final class OfficeFieldsEndToEndTests: AppProcessTestCase {
    /// Four fields after the built-in ones: a required invoice number of a fixed shape, an
    /// IBAN, the day paid (asked about when older than 90 days) and how it was paid.
    static let formFile = #"""
        {
          "version": "office-test-1",
          "fields": [
            {"key": "invoice_number", "type": "text", "label": "Invoice number", "required": true,
             "pattern": "^INV-[0-9]{6}$", "example": "INV-004211"},
            {"key": "iban", "type": "iban", "label": "IBAN"},
            {"key": "paid_on", "type": "date", "label": "Paid on",
             "rules": [{"max_age_days": 90, "soft": true}]},
            {"key": "method", "type": "choice", "label": "Payment method",
             "choices": [{"value": "cash", "label": "Cash"}, {"value": "cheque", "label": "Cheque"},
                         {"value": "transfer", "label": "Transfer"}]}
          ]
        }
        """#

    func testAnEntryWithOfficeFieldsIsKeyedCheckedAndStoredByKeyboardAlone() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--form", try writeForm(app).path])
        let calendar = Calendar(identifier: .gregorian)
        let longAgo = try XCTUnwrap(calendar.date(byAdding: .day, value: -200, to: Date()))
        let typedDate = Self.usDate(longAgo)
        await AccessibilityDriver.call(
            "office_fields.key_an_entry_with_office_fields", "Ada Lovelace", "1600 Amphitheatre Pkwy", "Mountain View", "Califo",
            "94043", "42.5", "INV-004211", "DE89370400440532013001", "check digits do not match", "DE89 3704 0044 0532 0130 00", typedDate,
            "Paid on: More than 90 days ago",
            "tra", "Transfer", "Paid late, agreed by phone", targetPID: pid)
        let store = try EntryStore(url: app.databaseURL)
        let saved = try store.entries(limit: 10)
        XCTAssertEqual(saved.count, 1)
        let entry = try XCTUnwrap(saved.first)
        XCTAssertEqual(entry.officeFields["invoice_number"], "INV-004211")
        XCTAssertEqual(entry.officeFields["iban"], "DE89370400440532013000")
        XCTAssertEqual(entry.officeFields["paid_on"], Self.isoDate(longAgo))
        XCTAssertEqual(entry.officeFields["method"], "transfer")
        XCTAssertEqual(entry.ruleReasons, ["paid_on": "Paid late, agreed by phone"])
        XCTAssertEqual(entry.formVersion, "office-test-1")
    }

    func testTabGoesThroughTheOfficeFieldsAfterReference() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch(["--form", try writeForm(app).path])
        let output = await AccessibilityDriver.call("desk_end_to_end.print_tab_order", 18, targetPID: pid)
        let order = output.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "|")
        // The office's fields after Reference, in the form's order; from Save back to Name.
        XCTAssertEqual(
            order,
            [
                "Name", "Country", "Find an address", "Address line 1", "Address line 2", "City", "State", "ZIP code",
                "Currency: US Dollar", "Amount", "Reference", "Invoice number", "IBAN", "Paid on", "Payment method", "New", "Save",
                "Name"
            ])
    }

    func testAKilledSessionGetsItsOfficeFieldsBack() async throws {
        let app = try XCTUnwrap(app)
        let form = try writeForm(app)
        var pid = try app.launch(["--form", form.path])
        await AccessibilityDriver.call(
            "office_fields.type_a_draft", "Grace Hopper", "de89370400440532013000", "che", "cheque", app.databaseURL.path, targetPID: pid)
        app.kill()
        pid = try app.launch(["--form", form.path])
        let output = await AccessibilityDriver.call("office_fields.print_office_fields_back", "Grace Hopper", targetPID: pid)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "DE89 3704 0044 0532 0130 00|Cheque")
    }

    /// The form file in the sandbox.
    private func writeForm(_ app: AppProcess) throws -> URL {
        let form = app.home.appendingPathComponent("form.json")
        try Data(Self.formFile.utf8).write(to: form)
        return form
    }

    /// A day as typed at a US desk (`6/1/2026`).
    private static func usDate(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: date)
        return "\(parts.month ?? 0)/\(parts.day ?? 0)/\(parts.year ?? 0)"
    }

    /// A day as stored (`2026-06-01`).
    private static func isoDate(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
