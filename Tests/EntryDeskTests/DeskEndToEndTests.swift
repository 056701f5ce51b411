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
        key("Down", "Return")
        suite = find(name="1600 Amphitheatre Pkwy STE 300, Mountain View, CA 94043", showing=True)
        key("Down", "Down", "Return")
        line2 = find(name="Address line 2", role_name="text")
        wait_for("line 2 filled", lambda: text(line2) == "STE 300")
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
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
        import time
        time.sleep(1.5)  # the draft is saved 0.4 s after the last keystroke
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
            focused = [n for n in find_all() if "focused" in states(n) and role(n) in ("text", "combo box", "push button")]
            order.append(focused[0].name if focused else "?")
            key("Tab")
            time.sleep(0.05)
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
        time.sleep(1)
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
