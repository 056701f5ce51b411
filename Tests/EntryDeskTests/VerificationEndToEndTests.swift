import AddressKit
import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// Blind verification: the first pass keyed 125.00 (by "ann"); the verifier ("ben")
/// keys the slip again in the window without seeing it, types 152.00, is stopped at the amount
/// with both values, chooses the second: the entry is verified with 152.00 and the mismatch is
/// charged to ann. Real keys, read back over AT-SPI and through the CLI; the drivers are
/// `Tests/Drivers/batches.py`.
@MainActor
final class VerificationEndToEndTests: AppProcessTestCase {
    /// Batch "Slips V", closed: one slip for Ann Bell, 125.00 USD, keyed by "ann".
    static func closedBatchKeyedByAnn(in database: URL) throws -> EntryStore {
        let store = try EntryStore(url: database)
        try store.batches.open(named: "Slips V", expectedCount: 1, expectedTotals: [ExpectedTotal(currency: "USD", amount: "125.00")])
        try store.insert(
            Entry(
                address: Address(
                    countryCode: "US", countryArea: "IL", city: "Springfield", postalCode: "62701",
                    streetLines: ["1 Main Street"], name: "Ann Bell"),
                amount: "125.00", currency: "USD"), joiningOpenBatch: true, by: OperatorStamp("ann"))
        try store.batches.close(named: "Slips V")
        return store
    }

    func testASecondKeyingStopsAtTheMismatchAndChoosingTheSecondChargesTheFirstOperator() async throws {
        let app = try XCTUnwrap(app)
        let store = try Self.closedBatchKeyedByAnn(in: app.databaseURL)
        try app.writeConfiguration("[desk]\nsign-in = yes\n")
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "batches.second_keying_stops_at_the_mismatch", "ben", "Ann Bell", "62701", "152",
            "The two keyings of Amount differ: first $125.00, second $152.00.", targetPID: pid, timeout: 120)
        let history = try app.command(["history", "--json", try XCTUnwrap(store.entries(limit: 1).first).id.uuidString])
        XCTAssertEqual(history.status, 0, history.errors)
        XCTAssertTrue(
            history.output.contains(#""changes":{"amount":{"from":"125.00","to":"152.00"}},"kind":"edited","operator":"ben""#),
            history.output)
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
        await AccessibilityDriver.call("batches.keyer_cannot_verify", "ann", targetPID: pid, timeout: 60)
    }
}
