@testable import EntryDesk
import DesignTokens
import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The whole desk window, rendered in each theme, is readable: every piece of text in the
/// picture stands out from what is behind it (WCAG 2.1: 4.5:1, 7:1 in high contrast) and every
/// icon 3:1. Measured in the pixels, not the tokens: GTK's own theme paints what the
/// stylesheet leaves alone (the header bar, the list, selected text), which no token check sees.
///
/// The pictures stay in `$TMPDIR/entrydesk-window-contrast/` to look at.
@MainActor
final class WindowContrastTests: XCTestCase {
    private var sample: MainWindowSample?
    private let themes = ThemeManager()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws {
        sample?.close()
        sample = nil
        themes.apply(["light"])
    }

    func testLightThemeIsReadableEverywhere() async throws { try checkWindow(in: "light") }
    func testDarkThemeIsReadableEverywhere() async throws { try checkWindow(in: "dark") }
    func testHighContrastThemeIsReadableEverywhere() async throws { try checkWindow(in: "high-contrast", textMinimum: Contrast.textAAA) }
    func testKioskThemeIsReadableEverywhere() async throws { try checkWindow(in: "kiosk") }

    private func checkWindow(
        in theme: String, textMinimum: Double = Contrast.textAA,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertNil(themes.apply([theme]), file: file, line: line)
        let sample = try MainWindowSample()
        self.sample = sample
        try sample.show()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-window-contrast")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("\(MainWindowSample.galleryName)-\(theme).png").path
        try sample.render(to: path)
        let regions = WidgetRenderer.drawnRegions(in: sample.window.window)

        // The picture must hold what the test is about, or a pass would mean nothing.
        for name in MainWindowSample.entries.map(\.name) {
            XCTAssertTrue(
                regions.contains { $0.content == name && $0.classes.contains("entry-row-name") },
                "\(name) is not in the list on screen", file: file, line: line)
        }
        XCTAssertTrue(
            regions.contains { $0.content == AppIdentity.name && $0.classes.contains("title") },
            "the header bar's title is not on screen", file: file, line: line)
        XCTAssertTrue(
            regions.contains { $0.classes.contains("banner") && $0.kind == .icon }, "no banner close button on screen",
            file: file, line: line)
        XCTAssertEqual(sample.window.entries.selectedPosition, 1, file: file, line: line)
        XCTAssertTrue(sample.window.screen.nameInput.entry.selection != nil, "the name is not selected", file: file, line: line)
        let selectedName = sample.window.screen.nameInput.text
        try checkPicture(path, of: regions, theme: theme, textMinimum: textMinimum, minimumCount: 30, file: file, line: line) {
            region, findings in
            if region.kind == .text, region.content == selectedName {
                XCTAssertTrue(
                    findings.contains(where: \.isSelection), "the selected name shows no selection in the picture",
                    file: file, line: line)
            }
        }

        // The question before an entry is replaced: a window of its own, with GTK's title bar.
        let dialog = sample.openUnsavedEntryDialog()
        let dialogPath = folder.appendingPathComponent("\(MainWindowSample.dialogGalleryName)-\(theme).png").path
        try WidgetRenderer.renderToPNG(dialog.window, path: dialogPath)
        try checkPicture(
            dialogPath, of: WidgetRenderer.drawnRegions(in: dialog.window), theme: theme, textMinimum: textMinimum,
            minimumCount: 5, file: file, line: line)

        // The kiosk's staff PIN panel.
        let pinPanel = try PINPanelSample()
        defer { pinPanel.close() }
        let pinPath = folder.appendingPathComponent("\(PINPanelSample.galleryName)-\(theme).png").path
        try pinPanel.render(to: pinPath)
        try checkPicture(
            pinPath, of: WidgetRenderer.drawnRegions(in: pinPanel.window), theme: theme, textMinimum: textMinimum,
            minimumCount: 10, file: file, line: line)
    }

    /// Checks every wholly visible text and icon of `regions` in the picture at `path`.
    private func checkPicture(
        _ path: String, of regions: [DrawnRegion], theme: String, textMinimum: Double, minimumCount: Int,
        file: StaticString, line: UInt,
        also: (DrawnRegion, [PictureContrast.Finding]) -> Void = { _, _ in }
    ) throws {
        let pixels = try XCTUnwrap(WidgetRenderer.loadPixels(path: path), file: file, line: line)
        let picture = PictureContrast(width: pixels.width, height: pixels.height, rgba: pixels.rgba)
        var lowest: [(ratio: Double, text: String)] = []
        // A label cut by the edge of a scrolled view shows a sliver of its box, maybe no glyph.
        for region in regions where region.isWhole {
            let minimum = region.kind == .icon ? Contrast.nonText : textMinimum
            let findings = picture.measure(
                x: region.x, y: region.y, width: region.width, height: region.height,
                mayHoldSelection: region.kind == .text)
            also(region, findings)
            for finding in findings {
                let what =
                    "\(region.kind) “\(region.content)” (\(region.classes.sorted().joined(separator: " ")))"
                    + " at \(region.x),\(region.y) \(region.width)×\(region.height): \(finding.text.hex) on \(finding.background.hex)"
                lowest.append((finding.ratio, String(format: "%.2f:1 ", finding.ratio) + what))
                XCTAssertGreaterThanOrEqual(
                    finding.ratio, minimum,
                    "\(theme): \(what) is \(String(format: "%.2f", finding.ratio)):1,"
                        + " below \(minimum):1 in \(path)", file: file, line: line)
            }
        }
        XCTAssertGreaterThanOrEqual(lowest.count, minimumCount, "too few texts measured in \(path)", file: file, line: line)
        let report = lowest.sorted { $0.ratio < $1.ratio }.prefix(5).map { "  " + $0.text }.joined(separator: "\n")
        print("contrast in \(path) (\(lowest.count) measured; lowest first):\n\(report)")
    }
}
