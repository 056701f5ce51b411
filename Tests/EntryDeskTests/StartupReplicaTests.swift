import Foundation
import GtkKit
import XCTest

/// The start-up benchmark compares entrydesk with its own entry screen built in C from the
/// GtkBuilder file it writes (ENTRYDESK_BENCH_REPLICA): that file must hold the whole screen,
/// or the comparison flatters GTK.
final class StartupReplicaTests: AppProcessTestCase {
    func testTheEntryScreenIsWrittenWholeAndBuildsBack() async throws {
        let app = try XCTUnwrap(app)
        let folder = app.home.appendingPathComponent("replica")
        setenv("ENTRYDESK_BENCH_EXIT_ON_MAP", "1", 1)
        setenv("ENTRYDESK_BENCH_REPLICA", folder.path, 1)
        defer {
            unsetenv("ENTRYDESK_BENCH_EXIT_ON_MAP")
            unsetenv("ENTRYDESK_BENCH_REPLICA")
        }
        try app.launch()
        let status = await app.waitForExit(timeout: 60)
        XCTAssertEqual(status, 0, app.printed)
        XCTAssertFalse(app.printed.contains("replica-"), app.printed)
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
        let rebuilt = try BuilderReplica(xml: xml, popoverParents: popovers, unsupported: []).makeWindow()
        defer { rebuilt.destroy() }
        XCTAssertEqual(rebuilt.builderReplica().xml, xml)
    }
}
