import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The desk as an operator meets it: the real `entrydesk` binary, driven through the
/// accessibility tree and real keystrokes, with a temporary database. The drivers are
/// `Tests/Drivers/desk_end_to_end.py`.
@MainActor
final class DeskEndToEndTests: AppProcessTestCase {
    func testKeyAnEntryPickASuggestionSaveAndFindItInTheListAndTheExport() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_end_to_end.key_an_entry_with_a_suggestion", "Ada Lovelace", "1600 amph",
            "1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses", "1600 Amphitheatre Pkwy STE 300, Mountain View, CA 94043",
            "STE 300", "1234.5", "Ada Lovelace, 1600 Amphitheatre Pkwy", targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertTrue(export.output.contains("\"Ada Lovelace\""), export.output)
        XCTAssertTrue(export.output.contains("\"1234.50\""), export.output)
        XCTAssertTrue(export.output.contains("STE 300"), export.output)
    }

    func testEnterLeadsThroughEveryFieldAndSavesOnTheLast() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_end_to_end.enter_through_every_field", "Ada Lovelace", "1600 Amphitheatre Pkwy", "Mountain View", "Califo", "California",
            "94043", "42.5", "INV-42", targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        for expected in ["\"Ada Lovelace\"", "\"42.50\"", "\"INV-42\"", "\"94043\"", "\"CA\""] {
            XCTAssertTrue(export.output.contains(expected), "\(expected) in \(export.output)")
        }
    }

    func testUnsavedTypingIsNeverReplacedWithoutAsking() async throws {
        let app = try XCTUnwrap(app)
        try importEntries(app, [("Grace Hopper", "250.00")])
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_end_to_end.unsaved_typing_is_never_replaced_without_asking", "Ada", "Grace Hopper", "INV-7",
            targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertTrue(export.output.contains("\"INV-7\""), export.output)
        XCTAssertFalse(export.output.contains("\"Ada\""), "the discarded typing was not saved: \(export.output)")
    }

    func testDeletesCanAllBeUndoneAndDeletingTheOpenEntryClosesIt() async throws {
        let app = try XCTUnwrap(app)
        try importEntries(app, [("Grace Hopper", "250.00"), ("Ada Lovelace", "12.50")])
        let pid = try app.launch()
        await AccessibilityDriver.call("desk_end_to_end.deletes_undone_and_the_open_entry_closed", targetPID: pid)
    }

    func testAnImportWhileTheWindowIsOpenShowsAndIsNeverSavedOver() async throws {
        let app = try XCTUnwrap(app)
        try importEntries(app, [("Grace Hopper", "250.00")])
        let pid = try app.launch()
        await AccessibilityDriver.call("open_first_saved_entry", "Grace Hopper", targetPID: pid)
        // A terminal imports a correction to that entry and one more entry.
        let exported = try app.command(["export", "--format", "jsonl"])
        let id = try XCTUnwrap(exported.output.split(separator: "\"").drop { $0 != "id" }.dropFirst(2).first)
        let correction = app.home.appendingPathComponent("correction.jsonl")
        try Data(
            ("""
            {"id":"\(id)","updated_at":"2030-01-01T00:00:00Z","name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD","reference":"INV-FROM-IMPORT"}
            {"name":"Alan Turing","country_code":"GB","city":"London","postal_code":"SW1A 1AA","street_line1":"1 Horse Guards","amount":"5.00","currency":"GBP"}
            """).utf8
        ).write(to: correction)
        let imported = try app.command(["import", correction.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertTrue((imported.output + imported.errors).contains("1 added, 1 replaced"), imported.output + imported.errors)
        await AccessibilityDriver.call("desk_end_to_end.save_over_an_import", "2 entries", "INV-MINE", "Grace Hopper", targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertTrue(export.output.contains("\"INV-MINE\""), export.output)
        XCTAssertTrue(export.output.contains("Alan Turing"), export.output)
    }

    private func importEntries(_ app: AppProcess, _ entries: [(name: String, amount: String)]) throws {
        let lines = entries.map { entry in
            #"{"name":"\#(entry.name)","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"\#(entry.amount)","currency":"USD"}"#
        }
        let seed = app.home.appendingPathComponent("seed-\(UUID().uuidString).jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: seed)
        let imported = try app.command(["import", seed.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
    }

    func testAKilledSessionGetsItsDraftBack() async throws {
        let app = try XCTUnwrap(app)
        var pid = try app.launch()
        await AccessibilityDriver.call("desk_end_to_end.type_a_draft", "Grace Hopper", "INV-77", app.databaseURL.path, targetPID: pid)
        app.kill()
        pid = try app.launch()
        let output = await AccessibilityDriver.call("desk_end_to_end.print_the_draft_back", "Grace Hopper", targetPID: pid)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "INV-77")
    }

    func testACorruptDatabaseIsNamedAndNeverOverwritten() async throws {
        let app = try XCTUnwrap(app)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
        try garbage.write(to: app.databaseURL)
        let pid = try app.launch()
        await AccessibilityDriver.call("desk_end_to_end.shows", "EntryDesk cannot open its database", targetPID: pid)
        XCTAssertEqual(try Data(contentsOf: app.databaseURL), garbage)
        let export = try app.command(["export", "--format", "csv"])
        XCTAssertNotEqual(export.status, 0)
        XCTAssertTrue(export.errors.contains(app.databaseURL.lastPathComponent), export.errors)
        XCTAssertEqual(try Data(contentsOf: app.databaseURL), garbage)
    }

    func testABrokenConfigurationFileIsShownInAWindowNamingTheLine() async throws {
        let app = try XCTUnwrap(app)
        let config = app.home.appendingPathComponent("config/entrydesk/entrydesk.conf")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[kiosk]\nidle-timeout = soon\n".utf8).write(to: config)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_end_to_end.configuration_error_named_then_quit", "idle-timeout", "entrydesk.conf", targetPID: pid)
        let status = await app.waitForExit(timeout: 10)
        XCTAssertEqual(status, 2)
    }

    func testTabFollowsTheVisualOrderOfTheForm() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.call("desk_end_to_end.print_tab_order", 13, targetPID: pid)
        let order = output.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "|")
        XCTAssertEqual(
            Array(order.prefix(12)),
            [
                "Name", "Country", "Find an address", "Address line 1", "Address line 2", "City", "State", "ZIP code",
                "Currency: US Dollar", "Amount", "Reference", "New"
            ])
    }

    func testASecondLaunchRaisesTheFirstWindowInsteadOfOpeningAnother() async throws {
        let app = try XCTUnwrap(app)
        let first = try app.launch(singleInstance: true)
        await AccessibilityDriver.call("desk_end_to_end.window_open", targetPID: first)
        let second = try app.command([])
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertTrue(app.isRunning, "the first instance is still running")
        let windows = await AccessibilityDriver.call("desk_end_to_end.print_window_count", targetPID: first)
        XCTAssertEqual(windows.trimmingCharacters(in: .whitespacesAndNewlines), "1")
    }

    func testExportFromTheWindowWritesTheChosenFileAndShortcutsAreListed() async throws {
        let app = try XCTUnwrap(app)
        let seed = app.home.appendingPathComponent("seed.jsonl")
        try Data(
            #"{"name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD"}"#
                .utf8
        ).write(to: seed)
        let imported = try app.command(["import", seed.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        let target = app.home.appendingPathComponent("export/entries.csv")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_end_to_end.export_from_the_window", target.path, "Exported the entries to entries.csv.", targetPID: pid)
        let csv = try String(contentsOf: target, encoding: .utf8)
        XCTAssertTrue(csv.hasPrefix("id,"), csv)
        XCTAssertTrue(csv.contains("Grace Hopper"), csv)
    }
}
