import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The desk as an operator meets it: the real `entrydesk` binary, driven through the
/// accessibility tree and real keystrokes, with a temporary database.
@MainActor
final class DeskEndToEndTests: AppProcessTestCase {
    func testKeyAnEntryPickASuggestionSaveAndFindItInTheListAndTheExport() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Ada Lovelace")
        search = find(name="Find an address", role_name="combo box")
        click(search)
        wait_for("focus in the address search", lambda: "focused" in states(search))
        type_text("1600 amph")
        group = find(name="1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses", showing=True)
        # The first row is highlighted as the list opens: Enter takes the building.
        key("Return")
        suite = find(name="1600 Amphitheatre Pkwy STE 300, Mountain View, CA 94043", showing=True)
        key("Down", "Down", "Return")
        line2 = find(name="Address line 2", role_name="text")
        wait_for("line 2 filled", lambda: text(line2) == "STE 300")
        amount = find(name="Amount", role_name="text")
        wait_for("the pick moved on to the amount", lambda: "focused" in states(amount))
        type_text("1234.5")
        key("ctrl+s")
        wait_for("the form cleared", lambda: text(name) == "")
        wait_for("focus back in Name", lambda: "focused" in states(name))
        find(name="Saved entry for Ada Lovelace.", showing=True)
        row = wait_for("the entry in the list", lambda: [n for n in find_all() if n.name.startswith("Ada Lovelace, 1600 Amphitheatre Pkwy")])
        print(row[0].name)
        """, targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertTrue(export.output.contains("\"Ada Lovelace\""), export.output)
        XCTAssertTrue(export.output.contains("\"1234.50\""), export.output)
        XCTAssertTrue(export.output.contains("STE 300"), export.output)
    }

    func testEnterLeadsThroughEveryFieldAndSavesOnTheLast() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        def focused():
            nodes = [n for n in find_all() if "focused" in states(n) and role(n) in ("text", "combo box", "push button")]
            return nodes[0].name if nodes else "?"
        def enter_to(field):
            key("Return")
            wait_for("Enter to " + field, lambda: focused() == field)
        type_text("Ada Lovelace")
        enter_to("Country")
        enter_to("Find an address")
        enter_to("Address line 1")
        type_text("1600 Amphitheatre Pkwy")
        enter_to("Address line 2")
        enter_to("City")
        type_text("Mountain View")
        enter_to("State")
        type_text("Califo")
        enter_to("ZIP code")  # picks the highlighted suggestion and moves on
        state = find(name="State", role_name="combo box")
        wait_for("California picked", lambda: text(state) == "California")
        type_text("94043")
        enter_to("Amount")
        # Save with no amount: the form says so and stays; typing an amount clears it.
        key("ctrl+s")
        find(name="Enter the amount", showing=True)
        type_text("42.5")
        wait_for("the error gone", lambda: not find_all(name="Enter the amount", showing=True))
        enter_to("Reference")
        type_text("INV-42")
        key("Return")
        find(name="Saved entry for Ada Lovelace.", showing=True)
        wait_for("the form cleared", lambda: text(name) == "")
        """, targetPID: pid)
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
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Ada")
        def ask_to_open_first_saved_entry():
            focus_saved_entries()
            key("Return")
        # Escape keeps editing.
        ask_to_open_first_saved_entry()
        find(name="Save the entry you are typing?", showing=True)
        key("Escape")
        wait_for("the question gone", lambda: not find_all(name="Save the entry you are typing?"))
        check(text(name) == "Ada", "the typing is still there: " + repr(text(name)))
        # Discard opens the entry.
        ask_to_open_first_saved_entry()
        click(find(name="Discard", role_name="push button", showing=True))
        wait_for("the saved entry open", lambda: text(name) == "Grace Hopper")
        # A change to the entry, then New: Enter in the question saves it first.
        reference = find(name="Reference", role_name="text")
        tab_to(reference)
        type_text("INV-7")
        key("ctrl+n")
        find(name="Save the changes to this entry?", showing=True)
        key("Return")
        find(name="Changes saved for Grace Hopper.", showing=True)
        wait_for("a new form", lambda: text(name) == "")
        """, targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertTrue(export.output.contains("\"INV-7\""), export.output)
        XCTAssertFalse(export.output.contains("\"Ada\""), "the discarded typing was not saved: \(export.output)")
    }

    func testDeletesCanAllBeUndoneAndDeletingTheOpenEntryClosesIt() async throws {
        let app = try XCTUnwrap(app)
        try importEntries(app, [("Grace Hopper", "250.00"), ("Ada Lovelace", "12.50")])
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        count = lambda: [n.name for n in find_all(role_name="label") if n.name.endswith("entries") or n.name.endswith("entry") or n.name.startswith("No ")]
        wait_for("two entries listed", lambda: "2 entries" in count())
        focus_saved_entries()
        key("Return")
        wait_for("an entry open", lambda: text(name) != "")
        opened = text(name)
        # Back to the list (Tab focuses the open entry's row, without selecting it): Delete it,
        # then the other one.
        focus_saved_entries()
        key("Delete")
        find(name="Deleted the entry for " + opened + ".", showing=True)
        wait_for("the form left the deleted entry", lambda: text(name) == "")
        wait_for("one entry listed", lambda: "1 entry" in count())
        key("Delete")
        wait_for("none listed", lambda: "No saved entries yet" in count())
        # Both come back, the last deleted first, whatever the banner says by then.
        key("ctrl+z")
        wait_for("one back", lambda: "1 entry" in count())
        key("ctrl+z")
        wait_for("both back", lambda: "2 entries" in count())
        key("ctrl+z")
        find(name="There is no deleted entry to bring back.", showing=True)
        """, targetPID: pid)
    }

    func testAnImportWhileTheWindowIsOpenShowsAndIsNeverSavedOver() async throws {
        let app = try XCTUnwrap(app)
        try importEntries(app, [("Grace Hopper", "250.00")])
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        open_first_saved_entry("Grace Hopper")
        """, targetPID: pid)
        // A terminal imports a correction to that entry and one more entry.
        let exported = try app.command(["export", "--format", "jsonl"])
        let id = try XCTUnwrap(exported.output.split(separator: "\"").drop { $0 != "id" }.dropFirst(2).first)
        let correction = app.home.appendingPathComponent("correction.jsonl")
        try Data(("""
        {"id":"\(id)","updated_at":"2030-01-01T00:00:00Z","name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD","reference":"INV-FROM-IMPORT"}
        {"name":"Alan Turing","country_code":"GB","city":"London","postal_code":"SW1A 1AA","street_line1":"1 Horse Guards","amount":"5.00","currency":"GBP"}
        """).utf8).write(to: correction)
        let imported = try app.command(["import", correction.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertTrue((imported.output + imported.errors).contains("1 added, 1 replaced"), imported.output + imported.errors)
        await AccessibilityDriver.run("""
        # Away from the window and back (the shortcuts window takes the focus): the list is read again.
        focus_window("EntryDesk")
        key("ctrl+question")
        wait_for("the shortcuts window", lambda: [n for n in find_all() if n.name == "Save the entry"])
        key("Escape")
        focus_window("EntryDesk")
        wait_for("the imported entry listed", lambda: [n for n in find_all(role_name="label") if n.name == "2 entries"])
        # The form still holds the version opened before the import: saving it asks first.
        reference = find(name="Reference", role_name="text")
        tab_to(reference)
        type_text("INV-MINE")
        key("ctrl+s")
        find(name="This entry was changed elsewhere (an import, another window) after you opened it. "
             "Your changes stay on screen: save them over the other change, or open the entry again.", showing=True)
        click(find(name="Save mine", role_name="push button", showing=True))
        find(name="Changes saved for Grace Hopper.", showing=True)
        """, targetPID: pid)
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
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Grace Hopper")
        reference = find(name="Reference", role_name="text")
        tab_to(reference)
        type_text("INV-77")
        wait_for_draft(\(AccessibilityDriver.pythonString(app.databaseURL.path)), "INV-77")
        """, targetPID: pid)
        app.kill()
        pid = try app.launch()
        let output = await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        reference = find(name="Reference", role_name="text")
        wait_for("the draft back", lambda: text(name) == "Grace Hopper")
        print(text(reference))
        """, targetPID: pid)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "INV-77")
    }

    func testACorruptDatabaseIsNamedAndNeverOverwritten() async throws {
        let app = try XCTUnwrap(app)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
        try garbage.write(to: app.databaseURL)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        find(name="EntryDesk cannot open its database", showing=True)
        """, targetPID: pid)
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
        await AccessibilityDriver.run("""
        find(name="EntryDesk cannot start", showing=True)
        message = [n.name for n in find_all(role_name="label") if "idle-timeout" in n.name]
        check(message and "entrydesk.conf" in message[0], "the message names the file and key: " + repr(message))
        click(find(name="Quit", role_name="push button"))
        """, targetPID: pid)
        let status = await app.waitForExit(timeout: 10)
        XCTAssertEqual(status, 2)
    }

    func testTabFollowsTheVisualOrderOfTheForm() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        order = []
        for _ in range(13):
            focused = focused_node(("text", "combo box", "push button"))
            order.append(focused.name if focused else "?")
            key("Tab")
            wait_for("focus moved on from " + order[-1], lambda: focused_node() is not None and focused_node() != focused)
        print("|".join(order))
        """, targetPID: pid)
        let order = output.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "|")
        XCTAssertEqual(Array(order.prefix(12)), [
            "Name", "Country", "Find an address", "Address line 1", "Address line 2", "City", "State", "ZIP code",
            "Currency: US Dollar", "Amount", "Reference", "New",
        ])
    }

    func testASecondLaunchRaisesTheFirstWindowInsteadOfOpeningAnother() async throws {
        let app = try XCTUnwrap(app)
        let first = try app.launch(singleInstance: true)
        await AccessibilityDriver.run("""
        find(name="Name", role_name="text")
        """, targetPID: first)
        let second = try app.command([])
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertTrue(app.isRunning, "the first instance is still running")
        let windows = await AccessibilityDriver.run("""
        print(len([n for n in find_all() if role(n) == "frame"]))
        """, targetPID: first)
        XCTAssertEqual(windows.trimmingCharacters(in: .whitespacesAndNewlines), "1")
    }

    func testExportFromTheWindowWritesTheChosenFileAndShortcutsAreListed() async throws {
        let app = try XCTUnwrap(app)
        let seed = app.home.appendingPathComponent("seed.jsonl")
        try Data(#"{"name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD"}"#.utf8).write(to: seed)
        let imported = try app.command(["import", seed.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        let target = app.home.appendingPathComponent("export/entries.csv")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        find(name="Name", role_name="text")
        focus_window("EntryDesk")
        key("ctrl+e")
        file_name = find(name="Name:", role_name="text")
        wait_for("the file name field focused", lambda: "focused" in states(file_name))
        # Set, not typed: the chooser's completion popup rewrites a path typed after each '/'.
        set_text(file_name, \(AccessibilityDriver.pythonString(target.path)))
        wait_for("the path in the field", lambda: text(file_name) == \(AccessibilityDriver.pythonString(target.path)))
        key("Return")
        # Walking the tree while GTK 4.8 destroys the dialog can crash the app inside GTK's
        # AT-SPI code (GetChildAtIndex answers a null object path): wait for the file first.
        import os
        wait_for("the exported file", lambda: os.path.exists(\(AccessibilityDriver.pythonString(target.path))))
        wait_for_window_gone("Export entries")
        find(name="Exported the entries to entries.csv.", showing=True)
        focus_window("EntryDesk")
        key("ctrl+question")
        wait_for("the shortcuts window", lambda: [n for n in find_all() if n.name == "Save the entry"])
        """, targetPID: pid)
        let csv = try String(contentsOf: target, encoding: .utf8)
        XCTAssertTrue(csv.hasPrefix("id,"), csv)
        XCTAssertTrue(csv.contains("Grace Hopper"), csv)
    }
}
