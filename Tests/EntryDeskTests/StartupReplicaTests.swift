import CBenchProbe
import Foundation
import TestSupport
import XCTest

/// The start-up benchmark compares entrydesk with its own entry screen built in C from a
/// GtkBuilder file that the benchmark's probe (Sources/CBenchProbe, preloaded into the app)
/// writes at the app's first frame (ENTRYDESK_PROBE_REPLICA): that file must hold the whole
/// screen, or the comparison flatters GTK.
final class StartupReplicaTests: AppProcessTestCase {
    func testTheEntryScreenIsWrittenWholeAndBuildsBack() async throws {
        let app = try XCTUnwrap(app)
        let probe = app.home.appendingPathComponent("probe.so")
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let built = try runToCompletion(
            checkout.appendingPathComponent("scripts/bench/build-probe.sh"), [probe.path],
            environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(built.status, 0, built.output + built.errors)
        let folder = app.home.appendingPathComponent("replica")
        app.environmentChanges = ["LD_PRELOAD": probe.path, "ENTRYDESK_PROBE_REPLICA": folder.path]
        try app.launch()
        try await waitUntil("the probe to write the window's replica", timeout: .seconds(60)) {
            app.printed.contains("probe: replica written") || !app.isRunning
        }
        XCTAssertTrue(app.printed.contains("probe: replica written"), app.printed)
        XCTAssertFalse(app.printed.contains("probe: replica-"), app.printed)
        let xml = try String(contentsOf: folder.appendingPathComponent("window.ui"), encoding: .utf8)
        let popovers = try String(contentsOf: folder.appendingPathComponent("popovers"), encoding: .utf8)
        let css = try String(contentsOf: folder.appendingPathComponent("style.css"), encoding: .utf8)
        // The form, the amount, the saved-entries panel and the theme are all there.
        for text in ["Address line 1", "Amount", "Reference", "Search entries", "GtkListView", "document-new-symbolic"] {
            XCTAssertTrue(xml.contains(text), "\(text) is missing from the replica")
        }
        XCTAssertTrue(css.contains(".text-input"), "the theme's style sheet is missing")
        // The address suggestions, the country and subdivision lists and the currency selector.
        XCTAssertEqual(popovers.split(separator: "\n").count, 4, popovers)
        // GtkBuilder builds it back into a window whose own replica is the same file.
        var error: UnsafeMutablePointer<CChar>?
        let rebuilt = entrydesk_replica_build(xml, popovers, &error)
        defer { entrydesk_replica_free(error) }
        let window = try XCTUnwrap(rebuilt, error.map { String(cString: $0) } ?? "")
        defer { entrydesk_replica_destroy(window) }
        var again = entrydesk_replica_make(window)
        defer { entrydesk_replica_clear(&again) }
        XCTAssertEqual(String(cString: again.xml), xml)
    }
}
