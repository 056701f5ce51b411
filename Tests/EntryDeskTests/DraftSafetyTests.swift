import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// Nothing typed is lost: the draft is written at most a second after a
/// change however steadily the person types, a SIGTERM writes it before the app ends, and
/// Ctrl+Q or the close button with unsaved changes ask first. The drivers are
/// `Tests/Drivers/draft_safety.py`.
@MainActor
final class DraftSafetyTests: AppProcessTestCase {
    private static let restoredBanner = "Your unsaved entry from last time is back."

    func testAKillDuringSteadyTypingLosesAtMostTheLastSecond() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        // 34 keys, one every 150 ms: about 5 s of steady typing (the old autosave waited for a
        // pause of 400 ms that never came, and kept nothing).
        let typed = "Ada Lovelace of Ockham Park Surrey"
        await AccessibilityDriver.call("draft_safety.type_steadily", typed, 150, targetPID: pid)
        app.kill()
        let relaunched = try app.launch()
        let output = await AccessibilityDriver.call("draft_safety.print_restored", Self.restoredBanner, targetPID: relaunched)
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
            await AccessibilityDriver.call("draft_safety.type_then_signal", "Grace Hopper \(signal)", pid, signal, targetPID: pid)
            let status = await app.waitForExit(timeout: 10)
            XCTAssertEqual(status, 0, "signal \(signal) ends the app cleanly")
            let relaunched = try app.launch()
            await AccessibilityDriver.call("draft_safety.draft_back", "Grace Hopper \(signal)", targetPID: relaunched)
            app.kill()
        }
    }

    func testQuitAndTheCloseButtonAskBeforeUnsavedTypingGoes() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call("draft_safety.quit_and_close_ask", "Katherine Johnson", targetPID: pid)
        // Killed with the question on screen: the draft was written when it was asked.
        app.kill()
        let relaunched = try app.launch()
        await AccessibilityDriver.call("draft_safety.draft_back_then_quit_discarding", "Katherine Johnson", targetPID: relaunched)
        let status = await app.waitForExit(timeout: 10)
        XCTAssertEqual(status, 0, "Discard closes the window, which ends the app")
        let again = try app.launch()
        await AccessibilityDriver.call("draft_safety.form_starts_empty", targetPID: again)
    }

    /// Two windows on one database: each keeps its own draft, and after both crash, both come
    /// back, the newest first and the other once that one is dealt with.
    func testTwoWindowsOnOneDatabaseKeepTheirOwnDraftsThroughACrash() async throws {
        let app = try XCTUnwrap(app)
        let second = AppProcess(sharingSandboxOf: app)
        defer { second.kill() }
        for (process, name) in [(app, "Alpha Window"), (second, "Bravo Window")] {
            let pid = try process.launch()
            // Two windows titled EntryDesk and no window manager to say which has the keyboard:
            // the text goes in through the accessibility interface, as a change the form sees.
            await AccessibilityDriver.call("draft_safety.set_name_and_wait_for_draft", name, app.databaseURL.path, targetPID: pid)
        }
        app.kill()
        second.kill()
        let relaunched = try app.launch()
        await AccessibilityDriver.call(
            "draft_safety.newest_draft_first_then_the_other", "Bravo Window", "Alpha Window",
            "Your unsaved entry from last time is back. One more is waiting: it comes back once this one is saved or discarded.",
            targetPID: relaunched)
    }

    /// Another program holds the write lock (as `entrydesk import` did for its whole run):
    /// typing goes on without a stall, and the draft is written once the lock is released.
    func testTypingGoesOnWhileAnotherProgramHoldsTheDatabaseAndTheDraftFollows() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        // Forty keys: a few seconds of typing, over which autosaves come due.
        await AccessibilityDriver.call(
            "draft_safety.typing_goes_on_while_the_database_is_locked", app.databaseURL.path,
            "Lock Holder Test typed while an import runs", 1.0, targetPID: pid)
    }

    /// A database another program is writing to (an import) does not keep the window from
    /// opening: it used to wait 10 s for the lock before it appeared.
    func testTheWindowOpensWhileAnotherProgramHoldsTheDatabase() async throws {
        let app = try XCTUnwrap(app)
        let seed = app.home.appendingPathComponent("seed.jsonl")
        try Data(
            #"{"name":"Ada","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"1 Main St","amount":"1.00","currency":"USD"}"#
                .utf8
        ).write(to: seed)
        let created = try app.command(["import", seed.path])  // the database, as a desk has it
        XCTAssertEqual(created.status, 0, created.errors)
        let holder = try DatabaseLockHolder(app.databaseURL, asAnImport: true)
        defer { holder.stop() }
        XCTAssertTrue(holder.said.hasPrefix("locked"), "the lock holder holds the lock: \(holder.said)")
        let started = Date()
        let pid = try app.launch()
        await AccessibilityDriver.call("desk_end_to_end.window_open", targetPID: pid)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "the window is there without waiting for the lock")
    }
}
