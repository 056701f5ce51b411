import AddressKit
import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// An office's own field verified like a built-in one: batch "Slips O" checks Amount and the
/// IBAN of the form file given with `--form`. Keyed once by "ann" (Invoice number and IBAN
/// among the office's fields); keyed again in the window by "ben", by keyboard alone, with the
/// IBAN mistyped in two digits (a valid IBAN still, so its check digits let it through): the
/// form stops at the IBAN with both values, Alt+F keeps the first, and the mismatch is charged
/// to the verifier. The driver is `Tests/Drivers/office_verification.py`.
@MainActor
final class OfficeFieldVerificationEndToEndTests: AppProcessTestCase {
    static let formFile = #"""
        {
          "version": "office-verify-1",
          "fields": [
            {"key": "invoice_number", "type": "text", "label": "Invoice number"},
            {"key": "iban", "type": "iban", "label": "IBAN"}
          ]
        }
        """#
    static let iban = "DE89370400440532013000"

    func testAMistypedIBANIsStoppedAtInTheSecondKeyingAndSettled() async throws {
        let app = try XCTUnwrap(app)
        let form = app.home.appendingPathComponent("form.json")
        try Data(Self.formFile.utf8).write(to: form)
        let store = try EntryStore(url: app.databaseURL)
        try store.batches.open(
            named: "Slips O", expectedCount: 1, expectedTotals: [ExpectedTotal(currency: "USD", amount: "125.00")],
            verifiedFields: [.amount, .office("iban")])
        let keyed = try store.insert(
            Entry(
                address: Address(
                    countryCode: "US", countryArea: "IL", city: "Springfield", postalCode: "62701",
                    streetLines: ["1 Main Street"], name: "Ann Bell"),
                amount: "125.00", currency: "USD", officeFields: ["invoice_number": "INV-7", "iban": Self.iban],
                formVersion: "office-verify-1"), joiningOpenBatch: true, by: OperatorStamp("ann"))
        try store.batches.close(named: "Slips O")
        try app.writeConfiguration("[desk]\nsign-in = yes\n")
        let pid = try app.launch(["--form", form.path])
        await AccessibilityDriver.call(
            "office_verification.second_keying_stops_at_the_iban", "ben", "Slips O", "Ann Bell", "INV-7", "125",
            "de89 3704 0044 0532 0100 90",
            "The two keyings of IBAN differ: first DE89 3704 0044 0532 0130 00, second DE89 3704 0044 0532 0100 90.",
            targetPID: pid, timeout: 120)

        let entry = try XCTUnwrap(try store.entry(id: keyed.id))
        XCTAssertEqual(entry.officeFields, ["invoice_number": "INV-7", "iban": Self.iban])
        XCTAssertEqual(try store.history(of: keyed.id).map { "\($0.kind) \($0.operatorID)" }, ["keyed ann", "verified ben"])
        XCTAssertEqual(try store.batches.verificationProgress(of: try XCTUnwrap(store.batches.named("Slips O"))).verified, 1)
        // The mismatch is the verifier's, in the statistics as a built-in field's would be.
        let stats = try app.command(["stats", "--json", "--batch", "Slips O"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.first { $0["operator"] as? String == "ben" }?["mismatches"] as? Int, 1, stats.output)
        XCTAssertEqual(rows.first { $0["operator"] as? String == "ann" }?["mismatches"] as? Int ?? 0, 0, stats.output)
    }
}
