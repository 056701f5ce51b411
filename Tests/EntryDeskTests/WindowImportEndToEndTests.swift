import Foundation
import GtkTestSupport
import XCTest

/// Importing a spreadsheet's file in the window: Import… (Ctrl+I or the main menu) opens a file in
/// GTK's chooser, shows its columns with what their names say, lets the person send an unknown
/// column to the amount by keyboard, and imports in the background: the saved entries show the new
/// ones. A list without country and currency shows the desk's beside its columns, and takes
/// another country chosen by keyboard. Real keys, read over AT-SPI and back from the store; the
/// drivers are `Tests/Drivers/window_import.py`.
@MainActor
final class WindowImportEndToEndTests: AppProcessTestCase {
    private static let spreadsheet =
        "\u{FEFF}Name;Straße;PLZ;Ort;Land;Spende;Währung;Kundennr\r\n"
        + "Jürgen Müller;Hauptstr. 1;01067;Dresden;Deutschland;1.234,50;EUR;K-17\r\n"
        + "Anna Schmidt;Weg 2;10115;Berlin;DE;12,5;EUR;K-18\r\n"

    /// Writes the spreadsheet into the sandbox and starts the app; returns the app's process id
    /// and the spreadsheet's path.
    private func launchWithTheSpreadsheet(_ app: AppProcess) throws -> (pid: Int32, path: String) {
        let file = app.home.appendingPathComponent("spenden.csv")
        try Data(Self.spreadsheet.utf8).write(to: file)
        return (try app.launch(), file.path)
    }

    func testAnUnknownColumnMappedToTheAmountByKeyboardImportsAndShowsInTheList() async throws {
        let app = try XCTUnwrap(app)
        let (pid, spreadsheet) = try launchWithTheSpreadsheet(app)
        await AccessibilityDriver.call(
            "window_import.unknown_column_to_the_amount_and_import", spreadsheet, "Spende",
            "Imported 2 entries from “spenden.csv”.", "Jürgen Müller", targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        for expected in ["\"Jürgen Müller\"", "\"01067\"", "\"1234.50\"", "\"EUR\"", "\"Anna Schmidt\"", "\"12.50\""] {
            XCTAssertTrue(export.output.contains(expected), "\(expected) in \(export.output)")
        }
        XCTAssertFalse(export.output.contains("K-17"), "the column left out is not imported")
    }

    func testADomesticListIsInTheDesksCountryAndCurrencyOrTheOneChosenByKeyboard() async throws {
        let app = try XCTUnwrap(app)
        // A German desk opens an Austrian branch's list: no country, no currency, all German names.
        app.locale = "de_DE.UTF-8"
        let file = app.home.appendingPathComponent("filiale-wien.csv")
        try Data("Name;Straße;PLZ;Ort;Betrag\r\nAnna Gruber;Stephansplatz 1;1010;Wien;1.234,50\r\n".utf8).write(to: file)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "window_import.domestic_list_in_the_desks_country", file.path, "Germany", "EUR", "Austria",
            "Imported 1 entry from “filiale-wien.csv”.", targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        for expected in [#""country_code":"AT""#, #""postal_code":"1010""#, #""amount":"1234.50","currency":"EUR""#] {
            XCTAssertTrue(export.output.contains(expected), "\(expected) in \(export.output)")
        }
    }

    func testCancelInTheColumnDialogImportsNothing() async throws {
        let app = try XCTUnwrap(app)
        let (pid, spreadsheet) = try launchWithTheSpreadsheet(app)
        await AccessibilityDriver.call("window_import.cancel_the_column_dialog", spreadsheet, "Spende", targetPID: pid, timeout: 90)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertFalse(export.output.contains("Müller"), export.output)
    }
}
