import Foundation
import GtkTestSupport
import XCTest

/// Importing a spreadsheet's file in the window: Import… (Ctrl+I or the main menu) opens a file in
/// GTK's chooser, shows its columns with what their names say, lets the person send an unknown
/// column to the amount by keyboard, and imports in the background: the saved entries show the new
/// ones. Real keys, read over AT-SPI and back from the store.
@MainActor
final class WindowImportEndToEndTests: AppProcessTestCase {
    private static let spreadsheet = "\u{FEFF}Name;Straße;PLZ;Ort;Land;Spende;Währung;Kundennr\r\n"
        + "Jürgen Müller;Hauptstr. 1;01067;Dresden;Deutschland;1.234,50;EUR;K-17\r\n"
        + "Anna Schmidt;Weg 2;10115;Berlin;DE;12,5;EUR;K-18\r\n"

    /// Writes the spreadsheet into the sandbox and starts the app.
    private func launchWithTheSpreadsheet(_ app: AppProcess) throws -> Int32 {
        try Data(Self.spreadsheet.utf8).write(to: app.home.appendingPathComponent("spenden.csv"))
        return try app.launch()
    }

    /// From the window's start: Ctrl+I, the file typed into GTK's chooser; waits for the column dialog.
    private static func openingTheSpreadsheet(in app: AppProcess) -> String {
        let path = app.home.appendingPathComponent("spenden.csv").path
        return """
        focus_name_field()
        key("ctrl+i")
        focus_window("Import entries")
        key("ctrl+l")
        type_text(\(AccessibilityDriver.pythonString(path)))
        key("Return")
        focus_window("Import “spenden.csv”")

        """
    }

    func testAnUnknownColumnMappedToTheAmountByKeyboardImportsAndShowsInTheList() async throws {
        let app = try XCTUnwrap(app)
        let pid = try launchWithTheSpreadsheet(app)
        await AccessibilityDriver.run(Self.openingTheSpreadsheet(in: app) + """
        # Known names pre-set, the unknown ones left out, and Import off until there is an amount.
        find(name="PLZ: Postcode", role_name="push button")
        find(name="No column goes to Amount yet: choose the one that holds it.", showing=True)
        import_button = find(name="Import", role_name="push button")
        check("sensitive" not in states(import_button), "Import is off without an amount")
        spende = find(name="Spende: Leave out", role_name="push button")
        wait_for("focus on the first column left out", lambda: "focused" in states(spende))
        # GTK's drop-down list by keyboard: open, arrows, Enter. Its rows have no name over
        # AT-SPI to count the arrows by, and a key may land before the list has focus: the
        # choice shown on the button says where it is, and the arrows are pressed again from there.
        order = ["Leave out", "Name", "Organisation", "Address line 1", "Address line 2", "City", "District",
                 "State or region", "Postcode", "Sorting code", "Country", "Amount", "Currency", "Reference", "Extra 1",
                 "Extra 2", "Extra 3", "Entry ID", "Created", "Last changed"]
        def shown():
            names = [n.name for n in find_all(role_name="push button") if (n.name or "").startswith("Spende: ")]
            return names[0][len("Spende: "):] if names else ""
        for _ in range(4):
            if shown() == "Amount":
                break
            steps = order.index("Amount") - order.index(shown())
            key("space")
            wait_for("focus in the list", lambda: (lambda n: n is not None and role(n) == "list item")(focused_node()))
            key(*(["Down" if steps > 0 else "Up"] * abs(steps)), "Return")
            wait_for("the list closed", lambda: "focused" in states(find(name="Spende: " + shown(), role_name="push button")))
        wait_for("Amount chosen", lambda: any(n.name == "Spende: Amount" for n in find_all(role_name="push button")))
        wait_for("Import on", lambda: "sensitive" in states(import_button))
        tab_to(import_button)
        key("Return")
        wait_for_window_gone("Import “spenden.csv”")
        focus_window("EntryDesk")
        find(name="Imported 2 entries from “spenden.csv”.", showing=True, timeout=30)
        wait_for("the list shows them", lambda: any("Jürgen Müller" in (n.name or "") for n in find_all(showing=True)))
        """, targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        for expected in ["\"Jürgen Müller\"", "\"01067\"", "\"1234.50\"", "\"EUR\"", "\"Anna Schmidt\"", "\"12.50\""] {
            XCTAssertTrue(export.output.contains(expected), "\(expected) in \(export.output)")
        }
        XCTAssertFalse(export.output.contains("K-17"), "the column left out is not imported")
    }

    func testCancelInTheColumnDialogImportsNothing() async throws {
        let app = try XCTUnwrap(app)
        let pid = try launchWithTheSpreadsheet(app)
        await AccessibilityDriver.run(Self.openingTheSpreadsheet(in: app) + """
        find(name="Spende: Leave out", role_name="push button")
        key("Escape")
        wait_for_window_gone("Import “spenden.csv”")
        """, targetPID: pid, timeout: 90)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertFalse(export.output.contains("Müller"), export.output)
    }
}
