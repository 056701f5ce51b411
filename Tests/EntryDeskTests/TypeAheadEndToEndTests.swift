import Foundation
import GtkTestSupport
import XCTest

/// No key is ever lost: an operator who knows the form types ahead of it. Ten entries
/// keyed in one stream at 30 keys a second (xdotool, real key events, never waiting for the
/// window): the name, Enter past the country, a street found by the address search and picked
/// with Enter before or after its answer comes, the amount, Tab, the reference, Ctrl+S, and
/// straight on into the next entry's name while the save is under way. Every field of the ten
/// saved entries is then read back from the store, character for character. The driver is
/// `Tests/Drivers/desk_checks.py`.
@MainActor
final class TypeAheadEndToEndTests: AppProcessTestCase {
    private struct Keyed {
        let name: String
        let search: String
        let street: String
        let postalCode: String
        let amount: String
        let reference: String
    }

    private static let entries: [Keyed] = [
        .init(name: "Ada Lovelace", search: "10 adams rd", street: "10 Adams Rd", postalCode: "87102", amount: "12.50", reference: "R-001"),
        .init(
            name: "Alan Turing", search: "100 arlington way", street: "100 Arlington Way", postalCode: "43203", amount: "7",
            reference: "R-002"),
        .init(
            name: "Grace Hopper", search: "101 orchard blvd", street: "101 Orchard Blvd", postalCode: "99504", amount: "1234.56",
            reference: "R-003"),
        .init(
            name: "Edsger Dijkstra", search: "10192 nw college", street: "10192 NW College Pkwy", postalCode: "28204", amount: "0.99",
            reference: "R-004"),
        .init(
            name: "Barbara Liskov", search: "10211 shoreline", street: "10211 Shoreline Ave", postalCode: "21202", amount: "300",
            reference: "R-005"),
        .init(
            name: "Donald Knuth", search: "10289 n valley", street: "10289 N Valley Ave", postalCode: "90010", amount: "42.42",
            reference: "R-006"),
        .init(
            name: "Frances Allen", search: "103 georgia cir", street: "103 Georgia Cir", postalCode: "94105", amount: "5.05",
            reference: "R-007"),
        .init(
            name: "John Backus", search: "1031 church st", street: "1031 Church St", postalCode: "87104", amount: "88", reference: "R-008"),
        .init(
            name: "Radia Perlman", search: "10431 mill rd", street: "10431 Mill Rd", postalCode: "05401", amount: "19.99",
            reference: "R-009"),
        .init(
            name: "Ken Thompson", search: "10493 river way", street: "10493 River Way", postalCode: "43202", amount: "60.10",
            reference: "R-010")
    ]

    func testTenEntriesTypedAheadAtThirtyKeysASecondAreSavedExactly() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        // The key runs of all ten entries, sent one after the other at 30 keys a second with
        // nothing in between: nothing waits for the window.
        var runs: [[String]] = []
        for entry in Self.entries {
            runs += [
                ["type", entry.name], ["key", "Return", "Return"], ["type", entry.search], ["key", "Return"],
                ["type", entry.amount], ["key", "Tab"], ["type", entry.reference], ["key", "ctrl+s"]
            ]
        }
        await AccessibilityDriver.call("desk_checks.entries_typed_ahead", runs, Self.entries.last!.name, targetPID: pid, timeout: 180)

        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let saved = try export.output.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        XCTAssertEqual(saved.count, Self.entries.count, export.output)
        for entry in Self.entries {
            guard let record = saved.first(where: { $0["name"] as? String == entry.name }) else {
                XCTFail("\(entry.name) was not saved as typed; saved: \(saved.map { $0["name"] ?? "" })")
                continue
            }
            XCTAssertEqual(record["street_line1"] as? String, entry.street, entry.name)
            XCTAssertEqual(record["postal_code"] as? String, entry.postalCode, entry.name)
            XCTAssertEqual(record["amount"] as? String, Self.canonical(entry.amount), entry.name)
            XCTAssertEqual(record["currency"] as? String, "USD", entry.name)
            XCTAssertEqual(record["reference"] as? String, entry.reference, entry.name)
        }
    }

    /// "7" saved as "7.00", "1234.56" as is: the store keeps the currency's minor digits.
    private static func canonical(_ amount: String) -> String {
        amount.contains(".") ? amount : amount + ".00"
    }
}
