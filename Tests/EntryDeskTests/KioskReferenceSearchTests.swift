@testable import EntryDesk
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// A visitor calls about their kiosk entry with the reference number from the thank-you page:
/// staff type it into the desk's search of saved entries and find that entry alone.
@MainActor
final class KioskReferenceSearchTests: AppProcessTestCase {
    func testTheDesksSearchFindsAnEntryByItsReferenceNumber() async throws {
        let app = try XCTUnwrap(app)
        let ada = try XCTUnwrap(UUID(uuidString: "8F3A61C2-7D00-4000-8000-000000000001"))
        let grace = try XCTUnwrap(UUID(uuidString: "1B2C3D4E-5F60-4000-8000-000000000002"))
        let records = """
            {"id":"\(ada.uuidString.lowercased())","name":"Ada Lovelace","country_code":"GB","city":"London","postal_code":"W1J 7NT","street_line1":"12 St James's Square","amount":"25.00","currency":"GBP"}
            {"id":"\(grace.uuidString.lowercased())","name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD"}
            """
        let file = app.home.appendingPathComponent("seed.jsonl")
        try (records + "\n").write(to: file, atomically: true, encoding: .utf8)
        let imported = try app.command(["import", file.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        // As a visitor may read it out: lower case, a space for the hyphen.
        let number = KioskReferenceNumber(id: ada).description.lowercased().replacingOccurrences(of: "-", with: " ")
        XCTAssertEqual(number, "hwx6 3gkx")
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "kiosk_end_to_end.desk_search_finds_reference", number, "Ada Lovelace", "Grace Hopper",
            targetPID: pid)
    }
}
