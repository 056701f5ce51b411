import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// Nothing typed is lost: the draft is written at most a second after a
/// change however steadily the person types, a SIGTERM writes it before the app ends, and
/// Ctrl+Q or the close button with unsaved changes ask first.
@MainActor
final class DraftSafetyTests: AppProcessTestCase {
    private static let restoredBanner = "Your unsaved entry from last time is back."

    func testAKillDuringSteadyTypingLosesAtMostTheLastSecond() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        // 34 keys, one every 150 ms: about 5 s of steady typing (the old autosave waited for a
        // pause of 400 ms that never came, and kept nothing).
        let typed = "Ada Lovelace of Ockham Park Surrey"
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        subprocess.run(["xdotool", "type", "--delay", "150", \(AccessibilityDriver.pythonString(typed))], check=True)
        """, targetPID: pid)
        app.kill()
        let relaunched = try app.launch()
        let output = await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        find(name=\(AccessibilityDriver.pythonString(Self.restoredBanner)), showing=True)
        print("restored", repr(text(name)))
        """, targetPID: relaunched)
        let restored = try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix("restored ") })
            .dropFirst("restored ".count).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        XCTAssertTrue(typed.hasPrefix(restored), "\(restored) is what was typed")
        // A second holds about 7 keys at 150 ms; one more for the time xdotool takes to return.
        XCTAssertGreaterThanOrEqual(restored.count, typed.count - 8, "at most the last second lost: \(restored)")
    }

    func testATerminationSignalRightAfterTypingKeepsTheDraft() async throws {
        let app = try XCTUnwrap(app)
        for signal in [SIGTERM, SIGHUP] {
            let pid = try app.launch()
            await AccessibilityDriver.run("""
            name = find(name="Name", role_name="text")
            focus_window("EntryDesk")
            wait_for("focus in Name", lambda: "focused" in states(name))
            key("ctrl+a", "BackSpace")
            type_text("Grace Hopper \(signal)")
            # The signal comes as soon as the last key is on screen (the report: 0.1 s after).
            wait_for("the last key echoed", lambda: text(name) == "Grace Hopper \(signal)")
            os.kill(\(pid), \(signal))
            """, targetPID: pid)
            let status = await app.waitForExit(timeout: 10)
            XCTAssertEqual(status, 0, "signal \(signal) ends the app cleanly")
            let relaunched = try app.launch()
            await AccessibilityDriver.run("""
            name = find(name="Name", role_name="text")
            wait_for("the draft back", lambda: text(name) == "Grace Hopper \(signal)")
            """, targetPID: relaunched)
            app.kill()
        }
    }

    func testQuitAndTheCloseButtonAskBeforeUnsavedTypingGoes() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Katherine Johnson")
        key("ctrl+q")
        find(name="Save the entry you are typing?", showing=True)
        key("Escape")
        wait_for("the question gone", lambda: not find_all(name="Save the entry you are typing?", showing=True))
        check(text(name) == "Katherine Johnson", "Escape keeps editing")
        close = [n for n in find_all(role_name="push button") if n.name in ("Close", "Schließen")]
        check(close, "the title bar's close button")
        click(close[0])
        find(name="Save the entry you are typing?", showing=True)
        """, targetPID: pid)
        // Killed with the question on screen: the draft was written when it was asked.
        app.kill()
        let relaunched = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        wait_for("the draft back", lambda: text(name) == "Katherine Johnson")
        focus_window("EntryDesk")
        key("ctrl+q")
        find(name="Save the entry you are typing?", showing=True)
        key("alt+d")
        """, targetPID: relaunched)
        let status = await app.waitForExit(timeout: 10)
        XCTAssertEqual(status, 0, "Discard closes the window, which ends the app")
        let again = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        check(text(name) == "", "a discarded entry does not come back: " + repr(text(name)))
        """, targetPID: again)
    }

    /// Two windows on one database: each keeps its own draft, and after both crash, both come
    /// back, the newest first and the other once that one is dealt with.
    func testTwoWindowsOnOneDatabaseKeepTheirOwnDraftsThroughACrash() async throws {
        let app = try XCTUnwrap(app)
        let second = AppProcess(sharingSandboxOf: app)
        defer { second.kill() }
        for (process, name) in [(app, "Alpha Window"), (second, "Bravo Window")] {
            let pid = try process.launch()
            await AccessibilityDriver.run("""
            name = find(name="Name", role_name="text")
            # Two windows titled EntryDesk and no window manager to say which has the keyboard:
            # the text goes in through the accessibility interface, as a change the form sees.
            set_text(name, \(AccessibilityDriver.pythonString(name)))
            wait_for_draft(\(AccessibilityDriver.pythonString(app.databaseURL.path)), \(AccessibilityDriver.pythonString(name)))
            """, targetPID: pid)
        }
        app.kill()
        second.kill()
        let relaunched = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        wait_for("the newest draft back", lambda: text(name) == "Bravo Window")
        find(name="Your unsaved entry from last time is back. One more is waiting: it comes back once this one is saved or discarded.", showing=True)
        focus_window("EntryDesk")
        key("ctrl+n")
        find(name="Save the entry you are typing?", showing=True)
        key("alt+d")
        wait_for("the other window's draft back", lambda: text(name) == "Alpha Window")
        """, targetPID: relaunched)
    }

    /// Another program holds the write lock (as `entrydesk import` did for its whole run):
    /// typing goes on without a stall, and the draft is written once the lock is released.
    func testTypingGoesOnWhileAnotherProgramHoldsTheDatabaseAndTheDraftFollows() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        import sqlite3
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        holder = sqlite3.connect("\(app.databaseURL.path)", isolation_level=None, timeout=10)
        holder.execute("BEGIN IMMEDIATE")  # the write lock, held
        typed = ""
        slowest = 0.0
        # Forty keys, each as soon as the one before is on screen: a few seconds of typing, over
        # which autosaves come due (at most a second after the first change).
        for character in "Lock Holder Test typed while an import runs":
            typed += character
            start = time.monotonic()
            type_text(character)
            wait_for("the key echoed", lambda: text(name) == typed)
            slowest = max(slowest, time.monotonic() - start)
        check(slowest < 1.0, "a keystroke waited %.2f s for the locked database" % slowest)
        holder.execute("ROLLBACK")
        holder.close()
        wait_for_draft(\(AccessibilityDriver.pythonString(app.databaseURL.path)), "Lock Holder Test typed while an import runs", timeout=30)
        """, targetPID: pid)
    }

    /// A database another program is writing to (an import) does not keep the window from
    /// opening: it used to wait 10 s for the lock before it appeared.
    func testTheWindowOpensWhileAnotherProgramHoldsTheDatabase() async throws {
        let app = try XCTUnwrap(app)
        let seed = app.home.appendingPathComponent("seed.jsonl")
        try Data(#"{"name":"Ada","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"1 Main St","amount":"1.00","currency":"USD"}"#.utf8).write(to: seed)
        let created = try app.command(["import", seed.path])  // the database, as a desk has it
        XCTAssertEqual(created.status, 0, created.errors)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = ["-c", """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
            # As an import does: it has written (the log holds its pages), and writes on.
            db.execute("CREATE TABLE import_marker (x)")
            db.execute("BEGIN IMMEDIATE")
            db.execute("INSERT INTO import_marker VALUES (1)")
            print("locked", flush=True)
            time.sleep(20)
            """, app.databaseURL.path]
        let out = Pipe()
        holder.standardOutput = out
        try holder.run()
        defer { holder.terminate() }
        XCTAssertTrue(String(decoding: out.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("locked"))
        let started = Date()
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        find(name="Name", role_name="text")
        """, targetPID: pid)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "the window is there without waiting for the lock")
    }
}
