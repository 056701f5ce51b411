import Foundation
import GtkTestSupport
import XCTest

/// The desk window laid out as GNOME apps are, at the sizes people use: at 800×600 the saved
/// entries fold away and the form takes the width, Ctrl+F opens them and Escape goes back;
/// New and Save are in view at every size; a wide window keeps the form at a readable width.
/// The drivers are `Tests/Drivers/desk_checks.py`.
@MainActor
final class AdaptiveLayoutTests: AppProcessTestCase {
    func testASmallWindowFoldsTheSavedEntriesAwayAndCtrlFBringsThemBack() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call("desk_checks.small_window_folds_the_saved_entries", targetPID: pid)
    }

    /// German, editing an entry ("Änderungen speichern"), side by side with the saved entries:
    /// the window asks a window manager for no more width than the form needs, so tiled into
    /// half of a 1024 px screen (or restored straight to a small size) it gets that width and
    /// folds. With the saved entries' 400 px a minimum it asked for 747 px (835 px with a banner
    /// up), and a window manager would have kept it that wide, over the other half.
    func testAGermanWindowTiledIntoHalfASmallScreenFolds() async throws {
        let app = try XCTUnwrap(app)
        app.locale = "de_DE.UTF-8"
        app.language = nil
        let seed = app.home.appendingPathComponent("one.jsonl")
        try Data(
            #"{"name":"Jürgen Müller","country_code":"DE","city":"München","postal_code":"80331","street_line1":"Marienplatz 1","amount":"89.90","currency":"EUR"}"#
                .utf8
        ).write(to: seed)
        XCTAssertEqual(try app.command(["import", seed.path]).status, 0)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_checks.tiled_into_half_a_small_screen_folds", "Jürgen Müller", "Einträge durchsuchen",
            "Änderungen speichern", "Gespeicherte Einträge", 512, targetPID: pid)
    }
}
