import Foundation
import GtkTestSupport
import XCTest

/// An operator's ordinary day where features meet, keyed as people key: dialogs typed ahead at
/// 30 keys a second (nothing lost, nothing in the wrong window), a batch keyed with carry-over,
/// closed balanced, keyed again by another operator without an error, exported; ten entries with
/// kept values and never a question about them; a German batch with comma amounts. The drivers
/// are `Tests/Drivers/operator_day.py`; what was saved is read back through the command line.
@MainActor
final class OperatorDayEndToEndTests: AppProcessTestCase {
    func testABatchTypedAheadKeyedWithCarryOverVerifiedAndExported() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\ncarry-over = city, state, postcode\n")
        let pid = try app.launch()
        await runDriver("batch_keyed_with_carry_over_and_verified", pid: pid)

        let shown = try app.command(["batch", "show", "Slips 1", "--json"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        let batch = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any], shown.output)
        XCTAssertEqual(batch["expected_count"] as? Int, 3, shown.output)
        XCTAssertEqual(batch["keyed_count"] as? Int, 3, shown.output)
        XCTAssertEqual(batch["balanced"] as? Bool, true, shown.output)
        XCTAssertTrue(shown.output.contains("\"150.00\""), "the expected total as typed ahead: \(shown.output)")

        let export = try app.command(["export", "--batch", "Slips 1", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let rows = try jsonLines(export.output)
        XCTAssertEqual(rows.map { $0["name"] as? String }, ["Ann Bell", "Ben Cole", "Cid Dunn"], export.output)
        for row in rows {
            XCTAssertEqual(row["city"] as? String, "Springfield", "\(row)")
            XCTAssertEqual(row["country_area"] as? String, "IL", "\(row)")
            XCTAssertEqual(row["postal_code"] as? String, "62701", "\(row)")
        }
        XCTAssertEqual(rows.compactMap { $0["amount"] as? String }, ["50.00", "40.00", "60.00"])
        let stats = try app.command(["stats", "--batch", "Slips 1", "--json"])
        XCTAssertEqual(stats.status, 0, stats.errors)
        XCTAssertFalse(stats.output.contains("\"mismatches\":1"), "no mismatch charged: \(stats.output)")
    }

    func testTenEntriesWithKeptValuesNeverAskAndAFixedOldEntryCarriesNothing() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\ncarry-over = city, state, postcode\n")
        let pid = try app.launch()
        await runDriver("carry_over_day", pid: pid)
        let status = await app.waitForExit(timeout: 20)
        XCTAssertEqual(status, 0, "Ctrl+Q closed the desk without a question")

        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let rows = try jsonLines(export.output)
        XCTAssertEqual(rows.count, 10, export.output)
        XCTAssertEqual(Set(rows.compactMap { $0["name"] as? String }), Set((1...10).map { "Payer \($0)" }))
        let springfield = rows.filter { $0["city"] as? String == "Springfield" && $0["postal_code"] as? String == "62701" }
        XCTAssertEqual(springfield.count, 9, "every entry kept Springfield but the one fixed to Chicago: \(export.output)")
        XCTAssertEqual(rows.filter { $0["city"] as? String == "Chicago" }.count, 1, export.output)
    }

    func testTheSignInAndASupervisorsOverrideTypedAheadWithPINs() async throws {
        let app = try XCTUnwrap(app)
        for (id, pin) in [("op-7", "5193"), ("sup-1", "8264")] {
            let set = try app.command(["operator", "set-pin", id], input: "\(pin)\n\(pin)\n")
            XCTAssertEqual(set.status, 0, set.errors)
        }
        try app.writeConfiguration("[desk]\nsign-in-pin = yes\n")
        let pid = try app.launch()
        await runDriver("dialogs_typed_ahead_with_pins", "op-7", "5193", "sup-1", "8264", pid: pid)
        let shown = try app.command(["batch", "show", "Short", "--json"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        XCTAssertTrue(shown.output.contains("slip 2 torn"), "the reason as typed ahead: \(shown.output)")
        XCTAssertTrue(shown.output.contains("sup-1"), shown.output)
    }

    func testAGermanBatchWithCommaAmountsBalances() async throws {
        let app = try XCTUnwrap(app)
        app.locale = "de_DE.UTF-8"
        app.language = "de"
        let pid = try app.launch()
        await runDriver("german_batch_keyed_and_balanced", pid: pid)
        let shown = try app.command(["batch", "show", "Belege 7", "--json"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        let batch = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any], shown.output)
        XCTAssertEqual(batch["state"] as? String, "closed", shown.output)
        XCTAssertEqual(batch["balanced"] as? Bool, true, shown.output)
        XCTAssertTrue(shown.output.contains("\"150.00\""), "the total typed as 150,00 EUR: \(shown.output)")
    }

    func testTheFocusComesBackToTheFormAfterTheSearchPreferencesAndAnImport() async throws {
        let app = try XCTUnwrap(app)
        let spreadsheet = app.home.appendingPathComponent("spenden.csv")
        try Data(
            ("Name;Straße;PLZ;Ort;Land;Betrag;Währung\r\n"
                + "Jürgen Müller;Hauptstr. 1;01067;Dresden;DE;1.234,50;EUR\r\n"
                + "Anna Schmidt;Weg 2;10115;Berlin;DE;12,5;EUR\r\n").utf8
        ).write(to: spreadsheet)
        let pid = try app.launch()
        await runDriver("focus_comes_back_to_the_form", spreadsheet.path, pid: pid)
    }

    private func runDriver(
        _ function: String, _ arguments: any PythonLiteral..., pid: Int32, file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        await AccessibilityDriver.run(
            AccessibilityDriver.callStatement("operator_day." + function, arguments), targetPID: pid, timeout: 300, file: file, line: line)
    }

    private func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}
