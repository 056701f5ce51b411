import Foundation
import GRDB
import GtkTestSupport
import XCTest
@testable import EntryStore

/// The window never waits on the database: keys echo within 100 ms while another program
/// writes to it (a held lock, a real `entrydesk import`) and while the window exports, and a
/// save that has to wait says so and goes through once the database is free.
final class WindowResponsivenessTests: AppProcessTestCase {
    /// The slowest echo a keystroke may take: 100 ms, beyond which typing feels late.
    private static let echoLimit = 0.1

    /// Imports `count` entries through the command line (the first named Grace Hopper).
    private func seed(_ app: AppProcess, count: Int = 1) throws {
        let file = app.home.appendingPathComponent("seed-\(UUID().uuidString).jsonl")
        try Data(Self.jsonLines(count, firstName: "Grace Hopper").utf8).write(to: file)
        let imported = try app.command(["import", file.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
    }

    private static func jsonLines(_ count: Int, firstName: String? = nil) -> String {
        (0..<count).map { index in
            let name = index == 0 ? firstName ?? "Person \(index)" : "Person \(index)"
            return #"{"name":"\#(name)","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"\#(index) Navy Pentagon","amount":"\#(index % 1000).25","currency":"USD"}"#
        }.joined(separator: "\n")
    }

    /// Opens the one seeded entry (Grace Hopper) from the list: the form then holds a valid entry.
    private static let openGraceHopper = """
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        key("ctrl+f")
        search = find(name="Search entries", role_name="text")
        wait_for("focus in the search", lambda: "focused" in states(search))
        type_text("Grace")
        wait_for("one match", lambda: [n for n in find_all(role_name="label") if n.name == "1 entry"])
        key("Tab", "Return")
        wait_for("the entry open", lambda: text(name) == "Grace Hopper")

        """

    private func reference(in app: AppProcess) -> String {
        "sqlite3.connect(\(AccessibilityDriver.pythonString("file:\(app.databaseURL.path)?mode=ro")), uri=True)"
    }

    /// Another program holds the write lock when Save is pressed: the window says it waits,
    /// keys echo at once meanwhile, and the entry is stored once the lock goes; what was typed
    /// during the wait stays as a change to the saved entry (saved again, it is not doubled).
    func testASaveThatWaitsForTheDatabaseSaysSoAndTypingGoesOn() async throws {
        let app = try XCTUnwrap(app)
        try seed(app)
        let pid = try app.launch()
        await AccessibilityDriver.run(Self.openGraceHopper + """
        import sqlite3
        reference = find(name="Reference", role_name="text")
        tab_to(reference)
        key("End")
        type_text("HELD")
        wait_for("the reference typed", lambda: text(reference) == "HELD")
        holder = sqlite3.connect(\(AccessibilityDriver.pythonString(app.databaseURL.path)), isolation_level=None, timeout=10)
        holder.execute("BEGIN IMMEDIATE")  # the write lock, held
        key("ctrl+s")
        find(name="Waiting for an import to finish… What you save is stored as soon as it is done; you can go on typing.", showing=True)
        tab_to(name)
        key("End")
        echoes = [echo_seconds(name, character) for character in " Jr"]
        check(max(echoes) < \(Self.echoLimit), "keys waited for the locked database: %r" % echoes)
        holder.execute("ROLLBACK")
        holder.close()
        find(name="Changes saved for Grace Hopper.", showing=True)
        check(text(name) == "Grace Hopper Jr", "what was typed during the save stays: " + repr(text(name)))
        with \(reference(in: app)) as db:
            check(db.execute("SELECT name, reference FROM entry").fetchall() == [("Grace Hopper", "HELD")], "the entry as saved")
        key("ctrl+s")
        find(name="Changes saved for Grace Hopper Jr.", showing=True)
        with \(reference(in: app)) as db:
            rows = db.execute("SELECT name FROM entry").fetchall()
            check(rows == [("Grace Hopper Jr",)], "saved again as the same entry, not a second one: %r" % rows)
        """, targetPID: pid)
    }

    /// A real `entrydesk import` of many entries runs beside the window: every key echoes
    /// within 100 ms, a save asked for meanwhile goes through, and no error is shown.
    func testKeysEchoAndASaveGoesThroughWhileALargeImportRuns() async throws {
        let app = try XCTUnwrap(app)
        try seed(app)
        let big = app.home.appendingPathComponent("big.jsonl")
        try Data(Self.jsonLines(60_000).utf8).write(to: big)
        let importer = Process()
        importer.executableURL = AppProcess.binary
        importer.arguments = ["import", big.path]
        importer.environment = app.environment
        importer.standardOutput = FileHandle.nullDevice
        importer.standardError = FileHandle.nullDevice
        let pid = try app.launch()
        await AccessibilityDriver.run(Self.openGraceHopper, targetPID: pid)
        try importer.run()
        defer { if importer.isRunning { importer.terminate() } }
        let figures = await AccessibilityDriver.run("""
        import os, sqlite3
        name = find(name="Name", role_name="text")
        reference = find(name="Reference", role_name="text")
        def import_writing():
            probe = sqlite3.connect(\(AccessibilityDriver.pythonString(app.databaseURL.path)), isolation_level=None, timeout=0)
            try:
                probe.execute("BEGIN IMMEDIATE")
                probe.execute("ROLLBACK")
                return False
            except sqlite3.OperationalError:
                return True  # locked: the import is writing
            finally:
                probe.close()
        wait_for("the import writing", import_writing, timeout=30)
        tab_to(reference)
        key("End")
        echoes = [echo_seconds(reference, character) for character in "IMPORT"]
        key("ctrl+s")
        tab_to(name)
        key("End")
        echoes += [echo_seconds(name, character) for character in " Jr and more typed"]
        importing = os.path.exists("/proc/\(importer.processIdentifier)")
        check(importing, "the import ended before the typing did: make it larger")
        check(max(echoes) < \(Self.echoLimit), "a key waited %.3f s (all: %r)" % (max(echoes), echoes))
        print("echo during import: max %.1f ms over %d keys" % (max(echoes) * 1000, len(echoes)))
        def saved():
            with \(reference(in: app)) as db:
                return db.execute("SELECT reference FROM entry WHERE name = 'Grace Hopper'").fetchone() == ("IMPORT",)
        wait_for("the save stored", saved, timeout=120)
        errors = [n.name for n in find_all(role_name="label") if n.name.startswith("The entry could not be saved")]
        check(not errors, "no error: %r" % errors)
        """, targetPID: pid)
        print(figures)  // the echo times, for the test log
        importer.waitUntilExit()
        XCTAssertEqual(importer.terminationStatus, 0, "the import went through beside the window")
    }

    /// An export of many entries from the window runs in the background: keys echo within
    /// 100 ms while it writes, and it ends with the file written.
    func testKeysEchoWhileTheWindowExports() async throws {
        let app = try XCTUnwrap(app)
        try seed(app, count: 100_000)
        let target = app.home.appendingPathComponent("export/entries.csv")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let pid = try app.launch()
        let figures = await AccessibilityDriver.run("""
        import os
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("the list read", lambda: [n for n in find_all(role_name="label") if n.name == "100,000 entries"])
        key("ctrl+e")
        file_name = find(name="Name:", role_name="text")
        wait_for("the file name field focused", lambda: "focused" in states(file_name))
        set_text(file_name, \(AccessibilityDriver.pythonString(target.path)))
        wait_for("the path in the field", lambda: text(file_name) == \(AccessibilityDriver.pythonString(target.path)))
        key("Return")
        # No walk of the tree while GTK 4.8 destroys the chooser (its AT-SPI code can crash the
        # app then): the export's temporary file beside the target says it is under way.
        folder = os.path.dirname(\(AccessibilityDriver.pythonString(target.path)))
        wait_for("the export under way", lambda: [f for f in os.listdir(folder) if f.endswith(".tmp")])
        focus_window("EntryDesk")
        tab_to(name)
        echoes = []
        for character in "Typing during the export":
            if os.path.exists(\(AccessibilityDriver.pythonString(target.path))):
                break
            echoes.append(echo_seconds(name, character))
        check(len(echoes) >= 5, "the export ended before 5 keys were typed: make it larger")
        check(max(echoes) < \(Self.echoLimit), "a key waited %.3f s (all: %r)" % (max(echoes), echoes))
        print("echo during export: max %.1f ms over %d keys" % (max(echoes) * 1000, len(echoes)))
        wait_for("the exported file", lambda: os.path.exists(\(AccessibilityDriver.pythonString(target.path))), timeout=120)
        find(name="Exported the entries to entries.csv.", showing=True)
        """, targetPID: pid)
        print(figures)  // the echo times, for the test log
        // CSV ends its records with CR LF: count the line feeds.
        let records = try Data(contentsOf: target).reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        XCTAssertEqual(records, 100_001, "a header and every entry")
    }

    /// A database that needs a schema upgrade while another program holds its write lock: the
    /// person sees what start-up waits for (it used to be a blank wait of 10 s and then an
    /// error), and the desk opens once the lock is released.
    func testStartUpWaitingForTheDatabaseSaysSoAndOpensOnceItIsFree() async throws {
        let app = try XCTUnwrap(app)
        try FileManager.default.createDirectory(at: app.databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: app.databaseURL.path)
        try EntrySchema.migrator.migrate(old, upTo: "v1")
        try old.close()
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = ["-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
            db.execute("BEGIN IMMEDIATE")  # the write lock, held until told to let go
            print("locked", flush=True)
            sys.stdin.readline()
            db.execute("ROLLBACK")
            """, app.databaseURL.path]
        let out = Pipe(), release = Pipe()
        holder.standardOutput = out
        holder.standardInput = release
        try holder.run()
        defer { if holder.isRunning { holder.terminate() } }
        XCTAssertTrue(String(decoding: out.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("locked"))
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        find(name="Waiting for the entry database…", role_name="label", showing=True)
        """, targetPID: pid)
        try release.fileHandleForWriting.write(contentsOf: Data("go\n".utf8))
        holder.waitUntilExit()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text", timeout=30)
        wait_for("the waiting window gone", lambda: not find_all(name="Waiting for the entry database…", role_name="label"))
        """, targetPID: pid)
        let version = try await DatabaseQueue(path: app.databaseURL.path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        XCTAssertEqual(version, EntrySchema.version, "upgraded once the lock was free")
    }
}
