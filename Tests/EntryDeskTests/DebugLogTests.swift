import EntryDiagnostics
import Foundation
import Logging
import TestSupport
import XCTest

/// `G_MESSAGES_DEBUG=entrydesk` shows the app's debug log, each line timed on CLOCK_MONOTONIC:
/// start-up's phases, its window mapped and drawn, and each saved-entries read and the frame that
/// shows it. Whoever asks why the window is slow reads these lines, and so does entrydesk-bench
/// (`LaunchedApp`), which times start-up and searches by them (docs/STARTUP.md).
final class DebugLogTests: AppProcessTestCase {
    func testDebugMessagesAreShownWhereGLibShowsThem() {
        for (domains, shown) in [
            ("entrydesk", true), ("all", true), ("Gtk entrydesk", true), ("Gtk,entrydesk", true),
            ("", false), ("Gtk", false), ("entrydesk-bench", false)
        ] {
            let handler = StandardErrorLogHandler(label: "entrydesk", environment: ["G_MESSAGES_DEBUG": domains])
            XCTAssertEqual(handler.logLevel == .debug, shown, "G_MESSAGES_DEBUG=\(domains)")
        }
        XCTAssertEqual(StandardErrorLogHandler(label: "entrydesk", environment: [:]).logLevel, .info)
    }

    func testStartUpAndTheFirstReadOfTheSavedEntriesAreLoggedInOrder() async throws {
        let app = try XCTUnwrap(app)
        app.environmentChanges = ["G_MESSAGES_DEBUG": "entrydesk"]
        try app.launch()
        try await waitUntil("the saved entries on screen in the debug log") {
            app.printed.contains(" on screen after ") || !app.isRunning
        }
        let messages = app.printed.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/entrydesk: \[\d+\.\d{6}\] (.*)/#).map { String($0.1) }
        }
        let expected = [
            #/start-up: main/#, #/start-up: gtk-activate/#, #/start-up: window mapped; peak memory \d+ kB/#,
            #/start-up: first frame drawn at \d+x\d+; peak memory \d+ kB/#,
            #/saved entries: read \d+: 0 matches, 0 listed in \d+\.\d\d ms/#,
            #/saved entries: read \d+ on screen after \d+\.\d\d ms; peak memory \d+ kB/#
        ]
        var from = messages.startIndex
        for pattern in expected {
            guard let found = messages[from...].firstIndex(where: { $0.wholeMatch(of: pattern) != nil }) else {
                return XCTFail("no line like \(pattern) after the ones before it in:\n\(app.printed)")
            }
            from = found + 1
        }
    }
}
