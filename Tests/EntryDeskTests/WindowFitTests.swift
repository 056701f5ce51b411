import Foundation
import GtkTestSupport
import XCTest
import TestSupport

/// Every window and dialog of the desk fits an ordinary office screen, 1366x768 and 1280x720,
/// in English, German (long words) and Arabic (right to left): each is opened for real by
/// `entrydesk gallery --only window-fit` on an Xvfb screen of that size (a display session of
/// its own, `scripts/with-display-session.sh`), which measures it in GTK's layout
/// (`Window.fit()`): the window no larger than the screen, and every heading, row and button
/// inside the window or the scrolled area holding it. Before this was checked the statistics
/// were 1460 px wide and the shortcuts 1541 px in German.
///
/// The pictures stay in `$TMPDIR/entrydesk-window-fit/<screen>-<language>/` to look at.
@MainActor
final class WindowFitTests: XCTestCase {
    private static let languages = [
        (name: "en", locale: "en_US.UTF-8", language: "en"),
        (name: "de", locale: "de_DE.UTF-8", language: ""),
        (name: "ar", locale: "ar_EG.UTF-8", language: "")
    ]
    private static let windows = [
        "main", "statistics", "override", "batches", "shortcuts", "preferences", "about", "import",
        "open-batch", "sign-in", "unsaved-entry"
    ]

    func testEveryWindowFitsA1366x768Screen() async throws { try checkEveryWindow(width: 1366, height: 768) }

    func testEveryWindowFitsA1280x720Screen() async throws { try checkEveryWindow(width: 1280, height: 720) }

    private func checkEveryWindow(width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for language in Self.languages {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("entrydesk-window-fit/\(width)x\(height)-\(language.name)")
            try? FileManager.default.removeItem(at: folder)
            // A display session of its own, with a screen of this size (the tests' own is 1280x800).
            let run = try runToCompletion(
                URL(fileURLWithPath: checkout.appendingPathComponent("scripts/with-display-session.sh").path),
                [builtAppBinary, "gallery", "--only", "window-fit", "--out", folder.path],
                environment: toolEnvironment([
                    "ENTRYDESK_IN_DISPLAY_SESSION": nil, "ENTRYDESK_SCREEN": "\(width)x\(height)x24",
                    "LANG": language.locale, "LC_ALL": language.locale, "LANGUAGE": language.language
                ]))
            let what = "\(width)x\(height), \(language.name)"
            XCTAssertEqual(run.status, 0, "\(what): the gallery failed:\n\(run.output)\n\(run.errors)", file: file, line: line)
            let reportURL = folder.appendingPathComponent("window-fit.json")
            guard let data = try? Data(contentsOf: reportURL),
                let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let windows = report["windows"] as? [[String: Any]]
            else {
                XCTFail("\(what): no report at \(reportURL.path)", file: file, line: line)
                continue
            }
            XCTAssertEqual(windows.compactMap { $0["window"] as? String }, Self.windows, what, file: file, line: line)
            var sizes: [String] = []
            for window in windows {
                let name = window["window"] as? String ?? "?"
                func number(_ key: String) -> Int { window[key] as? Int ?? Int.max }
                sizes.append("\(name) \(number("width"))x\(number("height"))")
                XCTAssertEqual(number("screenWidth"), width, "\(what): the screen", file: file, line: line)
                XCTAssertEqual(number("screenHeight"), height, "\(what): the screen", file: file, line: line)
                XCTAssertLessThanOrEqual(number("width"), width, "\(what): \(name) is wider than the screen", file: file, line: line)
                XCTAssertLessThanOrEqual(number("height"), height, "\(what): \(name) is taller than the screen", file: file, line: line)
                XCTAssertLessThanOrEqual(
                    number("minimumWidth"), width, "\(what): \(name) cannot be made narrow enough", file: file, line: line)
                XCTAssertLessThanOrEqual(
                    number("minimumHeight"), height, "\(what): \(name) cannot be made low enough", file: file, line: line)
                XCTAssertGreaterThanOrEqual(number("measured"), 3, "\(what): \(name): too little measured", file: file, line: line)
                let cut = window["cut"] as? [String] ?? ["no list of what is cut"]
                XCTAssertTrue(cut.isEmpty, "\(what): \(name) cuts:\n" + cut.joined(separator: "\n"), file: file, line: line)
            }
            print("window sizes at \(what): " + sizes.joined(separator: ", ") + " (pictures in \(folder.path))")
        }
    }
}
