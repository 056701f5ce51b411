import AddressKit
import EntryStore
import Foundation
import GtkTestSupport
import XCTest

/// Batches listed, reopened, sent to verification and exported from the window
/// (Ctrl+Shift+L), by the keyboard alone: each row read whole over AT-SPI as Orca says it, the
/// reopen refused while another batch is open, then done; the export holds the batch's entries
/// only. The drivers are `Tests/Drivers/batches.py`.
@MainActor
final class BatchListEndToEndTests: AppProcessTestCase {
    func testBatchesAreListedSentToVerificationExportedAndReopened() async throws {
        let app = try XCTUnwrap(app)
        let store = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        try store.insert(
            Entry(
                address: Address(
                    countryCode: "US", countryArea: "IL", city: "Springfield", postalCode: "62702",
                    streetLines: ["2 Elm Street"], name: "Zed Outside"),
                amount: "9.00", currency: "USD"))
        let opened = try app.command(["batch", "open", "Tue", "--count", "0", "--operator", "ben"])
        XCTAssertEqual(opened.status, 0, opened.errors)
        let target = app.home.appendingPathComponent("slips-v.csv")
        let pid = try app.launch()
        await AccessibilityDriver.call("batches.batches_listed_verified_exported_and_reopened", target.path, targetPID: pid, timeout: 180)
        let exported = try String(contentsOf: target, encoding: .utf8)
        XCTAssertTrue(exported.contains("Ann Bell"), exported)
        XCTAssertFalse(exported.contains("Zed Outside"), exported)
        let shown = try app.command(["batch", "show", "Slips V", "--json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["state"] as? String, "open")
    }

    /// The batch being keyed a second time at this desk is not reopened under the verifier.
    func testTheBatchUnderVerificationHereCannotBeReopened() async throws {
        let app = try XCTUnwrap(app)
        _ = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        try app.writeConfiguration("[desk]\nsign-in = yes\n")
        let pid = try app.launch()
        await AccessibilityDriver.call("batches.batch_under_verification_not_reopened", "ben", targetPID: pid, timeout: 90)
    }
}
