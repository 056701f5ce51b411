@testable import EntryDesk
import AmountKit
import EntryForm
import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// An office's own fields at a kiosk, from a form file (`--form`): the kiosk shows the fields the
/// form places at the kiosk (never a desk-only one), keyed by pointer taps alone on the on-screen
/// keyboard and a touch list, checked at Save, listed on the review page, stored, and gone for
/// the next person (after Thanks, and after the idle reset). The real binary under Xvfb; the
/// drivers are `Tests/Drivers/kiosk_office_fields.py`.
@MainActor
final class KioskOfficeFieldsTests: AppProcessTestCase {
    /// A desk-only invoice number (which the kiosk never shows), and at the kiosk an IBAN, a phone
    /// number and how the visitor pays.
    static let formFile = #"""
        {
          "version": "kiosk-office-1",
          "fields": [
            {"key": "invoice_number", "type": "text", "label": "Invoice number", "placement": "desk",
             "pattern": "^INV-[0-9]{6}$"},
            {"key": "iban", "type": "iban", "label": "IBAN", "placement": "kiosk"},
            {"key": "phone", "type": "phone", "label": "Phone", "placement": "kiosk"},
            {"key": "method", "type": "choice", "label": "Payment method", "placement": "both",
             "choices": [{"value": "cash", "label": "Cash"}, {"value": "card", "label": "Card"},
                         {"value": "transfer", "label": "Transfer"}]}
          ]
        }
        """#

    /// Starts the kiosk with the form file, its on-screen keyboard forced (Xvfb's XTEST keyboard
    /// would hide it) and `arguments`.
    private func launchWithForm(_ arguments: [String] = []) throws -> Int32 {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        let form = app.home.appendingPathComponent("form.json")
        try Data(Self.formFile.utf8).write(to: form)
        return try app.launch(["--kiosk", "--form", form.path] + arguments)
    }

    func testAVisitorKeysTheKioskFieldsByTouchAndTheNextPersonGetsNone() async throws {
        let app = try XCTUnwrap(app)
        let pid = try launchWithForm()
        await AccessibilityDriver.call(
            "kiosk_office_fields.key_an_entry_by_touch", "Ada Lovelace", "160", "16027 Greenwich Dr, Mountain View, CA 94040",
            "16027 Greenwich Dr", "25", "DE89370400440532013001", "check digits do not match", "DE89370400440532013000", "+49 30 1234567",
            "Transfer",
            "Invoice number", targetPID: pid, timeout: 240)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let lines = export.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, export.output)
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data((lines.first ?? "{}").utf8)) as? [String: Any])
        XCTAssertEqual(record["name"] as? String, "Ada Lovelace")
        XCTAssertEqual(record["amount"] as? String, "25.00")
        let office = Self.officeValues(record)
        XCTAssertEqual(office["iban"], "DE89370400440532013000", "\(record)")
        XCTAssertEqual(office["phone"], "+49301234567", "typed with its + on the keyboard: \(record)")
        XCTAssertEqual(office["method"], "transfer", "\(record)")
        XCTAssertNil(office["invoice_number"], "\(record)")
        XCTAssertEqual(record["form_version"] as? String, "kiosk-office-1", "\(record)")
    }

    func testTheIdleResetClearsTheOfficeFields() async throws {
        let pid = try launchWithForm(["--idle-timeout", "6"])
        await AccessibilityDriver.call(
            "kiosk_office_fields.idle_reset_clears_office_fields", "de8937", "Card", targetPID: pid, timeout: 120)
    }

    /// The office's values of an exported line: under `office_fields`, or as columns of their own.
    private static func officeValues(_ record: [String: Any]) -> [String: String] {
        if let nested = record["office_fields"] as? [String: String] { return nested }
        return record.compactMapValues { $0 as? String }
    }
}
