// i18n: file never shown (sample data, gallery errors and a report read by the tests)
import EntryStore
import EntryWidgets
import Foundation
import GtkKit

/// Every window and dialog of the desk opened for real on the display the gallery runs on,
/// measured against its screen (`Window.fit()`: the window's size, and every heading, row and
/// button inside it) and drawn: `window-fit-<window>.png` and `window-fit.json`, which
/// `WindowFitTests` reads for 1366x768 and 1280x720 screens in English, German and Arabic.
@MainActor
enum WindowFitSample {
    /// The gallery's name (`entrydesk gallery --only window-fit`).
    static let galleryName = "window-fit"
    /// The windows, in the order they are opened.
    static let windows = [
        "main", "statistics", "override", "batches", "shortcuts", "preferences", "about", "import",
        "open-batch", "sign-in", "unsaved-entry"
    ]

    static func render(to folder: URL, themes: ThemeManager) throws -> [String] {
        if let error = themes.apply(["light"]) { throw Gallery.Failure.theme("light", error) }
        let sample = try MainWindowSample()
        defer { sample.close() }
        try sample.show()
        var written: [String] = []
        var report: [[String: Any]] = []
        func measure(_ name: String, _ window: Window) throws {
            guard GtkRuntime.runUntil(timeout: 10, { window.isMapped && window.allocatedWidth > 0 && (window.drawnFrameCount ?? 0) > 0 }),
                let fit = window.fit()
            else {
                throw RenderError.notLaidOut(name)
            }
            let path = folder.appendingPathComponent("\(galleryName)-\(name).png").path
            try WidgetRenderer.renderToPNG(window, path: path)
            written.append(path)
            report.append([
                "window": name, "width": fit.width, "height": fit.height, "minimumWidth": fit.minimumWidth,
                "minimumHeight": fit.minimumHeight, "screenWidth": fit.screenWidth, "screenHeight": fit.screenHeight,
                "measured": fit.measured, "cut": fit.cut
            ])
        }
        try measure("main", sample.window.window)

        try sample.showBatchInProgress()
        let statistics = try sample.openStatistics()
        try measure("statistics", statistics.window)
        statistics.window.destroy()
        let override = try sample.openOverrideDialog()
        try measure("override", override.window)
        override.close()
        // Closed, so that the list's sample can open another batch.
        try sample.window.store.batches.close(named: "Slips 27 A", override: BatchOverride(supervisor: "sup-1", reason: "one slip missing"))
        let batches = try sample.openBatchList()
        try measure("batches", batches.window)
        batches.close()

        guard let shortcuts = DeskShortcuts.window(parent: sample.window.window) else { throw RenderError.notLaidOut("shortcuts") }
        shortcuts.present()
        try measure("shortcuts", shortcuts.window)
        shortcuts.window.destroy()

        let config = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-fit-sample-\(UUID().uuidString).conf")
        defer { try? FileManager.default.removeItem(at: config) }
        try
            "[address]\nprovider = local\nindex = /srv/addresses/berlin.edidx\n\n[sync]\nserver = postgresql://desk_anna@db.example/entries\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let preferences = PreferencesWindow(parent: sample.window.window, configurationURL: config) { _ in nil }
        preferences.present()
        try measure("preferences", preferences.window)
        preferences.window.destroy()

        let about = AboutEntryDesk.makeDialog(parent: sample.window.window)
        about.present()
        try measure("about", about.window)
        about.window.destroy()

        // A spreadsheet with long column titles and one column EntryDesk does not know.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-fit-sample-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        try
            ("Name des Spenders;Straße und Hausnummer;Adresszusatz;Postleitzahl;Ort;Bundesland;Land;Spendenbetrag;Währung;Verwendungszweck;Spende\n"
            + "Jürgen Müller;Hauptstr. 1;Hinterhaus;01067;Dresden;Sachsen;Deutschland;1.234,50;EUR;Projekt Nord;ja\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let mapping = ImportMappingDialog(
            parent: sample.window.window, fileName: "spenden-2026-erstes-quartal-alle-filialen.csv",
            preview: try ImportPreview.read(file), currencyCodes: ["CHF", "EUR", "USD"], defaultCurrency: "EUR")
        mapping.present()
        try measure("import", mapping.window)
        mapping.window.destroy()

        let openBatch = OpenBatchDialog(parent: sample.window.window) { _ in }
        openBatch.present()
        try measure("open-batch", openBatch.window)
        openBatch.close()

        let signIn = OperatorSignInDialog(
            parent: sample.window.window, checkingPIN: { _, _, answer in answer(false) },
            signedIn: { _ in }, leave: {})
        signIn.present()
        try measure("sign-in", signIn.window)
        signIn.window.destroy()

        let unsaved = sample.openUnsavedEntryDialog()
        try measure("unsaved-entry", unsaved.window)

        let data = try JSONSerialization.data(withJSONObject: ["windows": report], options: [.prettyPrinted, .sortedKeys])
        let reportPath = folder.appendingPathComponent("\(galleryName).json")
        try data.write(to: reportPath)
        written.append(reportPath.path)
        return written
    }
}
