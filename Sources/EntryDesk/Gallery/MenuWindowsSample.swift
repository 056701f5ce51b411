// i18n: file never shown (sample settings and gallery errors; the windows' own words come from their code)
import EntryStore
import EntryWidgets
import Foundation
import GtkKit

/// What the main menu opens, for the gallery: the menu open over the desk window, the
/// Preferences window (over a sample configuration file with a team server whose password the
/// window must not show) and the About window.
@MainActor
enum MenuWindowsSample {
    /// The gallery's names (`main-menu-open-dark.png`, `preferences-dark.png`, `about-dark.png`).
    static let menuGalleryName = "main-menu-open"
    static let preferencesGalleryName = "preferences"
    static let aboutGalleryName = "about"
    static let importGalleryName = "import-columns"

    /// Renders the cases `only` asks for (nil: all) in every theme of the main window's gallery.
    static func render(to folder: URL, themes: ThemeManager, only: String?) throws -> [String] {
        var written: [String] = []
        if only.map(menuGalleryName.contains) ?? true { written += try renderOpenMenu(to: folder, themes: themes) }
        let wanted = [preferencesGalleryName, aboutGalleryName, importGalleryName].filter { name in only.map(name.contains) ?? true }
        guard !wanted.isEmpty else { return written }
        let sample = try MainWindowSample()
        defer { sample.close() }
        try sample.show()
        if wanted.contains(preferencesGalleryName) {
            let config = FileManager.default.temporaryDirectory.appendingPathComponent(
                "entrydesk-preferences-sample-\(UUID().uuidString).conf")
            defer { try? FileManager.default.removeItem(at: config) }
            try
                "[address]\nprovider = local\nindex = /srv/addresses/berlin.edidx\n\n[sync]\nserver = postgresql://desk_anna:hunter2@db.example/entries\n"
                .write(to: config, atomically: true, encoding: .utf8)
            let window = PreferencesWindow(parent: sample.window.window, configurationURL: config) { _ in nil }
            window.present()
            defer { window.window.destroy() }
            written += try renderEachTheme(window.window, name: preferencesGalleryName, to: folder, themes: themes)
        }
        if wanted.contains(importGalleryName) {
            // A German spreadsheet with one column EntryDesk does not know ("Spende").
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-import-sample-\(UUID().uuidString).csv")
            defer { try? FileManager.default.removeItem(at: file) }
            try
                "Name;Straße;PLZ;Ort;Land;Spende\nJürgen Müller;Hauptstr. 1;01067;Dresden;Deutschland;1.234,50\nAnna Schmidt;Weg 2;10115;Berlin;DE;12,5\n"
                .write(to: file, atomically: true, encoding: .utf8)
            let dialog = ImportMappingDialog(
                parent: sample.window.window, fileName: "spenden.csv", preview: try ImportPreview.read(file),
                currencyCodes: ["CHF", "EUR", "USD"], defaultCurrency: "EUR")
            dialog.present()
            defer { dialog.window.destroy() }
            written += try renderEachTheme(dialog.window, name: importGalleryName, to: folder, themes: themes)
        }
        if wanted.contains(aboutGalleryName) {
            let about = AboutEntryDesk.makeDialog(parent: sample.window.window)
            about.present()
            defer { about.window.destroy() }
            written += try renderEachTheme(about.window, name: aboutGalleryName, to: folder, themes: themes)
        }
        return written
    }

    private static func renderOpenMenu(to folder: URL, themes: ThemeManager) throws -> [String] {
        let sample = try MainWindowSample()
        defer { sample.close() }
        try sample.show()
        guard let button = MenuButton.find(named: MainMenu.widgetName, in: sample.window.window) else {
            throw RenderError.notLaidOut("the main menu button")
        }
        // The menu's actions, as the app has them: items without their action are greyed out.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-menu-sample-\(UUID().uuidString).conf")
        let actions = DeskMenuActions(
            application: MainWindowSample.sharedApplication(), window: sample.window, themes: themes,
            configurationURL: config)
        defer { withExtendedLifetime(actions) {} }
        // Stand-ins for the desk's own items (the window's actions need a whole desk): enabled and
        // with their accelerators, whose width beside a long German label is what the menu must fit.
        let application = MainWindowSample.sharedApplication()
        for (name, accelerator) in [
            ("import", "<Control>i"), ("export", "<Control>e"),
            ("batch-list", "<Control><Shift>l"), ("statistics", "<Control><Shift>o")
        ] {
            application.addAction(name, accelerators: [accelerator]) {}
        }
        button.popup()
        defer { button.popdown() }
        return try MainWindowSample.themes.map { theme in
            if let error = themes.apply([theme]) { throw Gallery.Failure.theme(theme, error) }
            let path = folder.appendingPathComponent("\(menuGalleryName)-\(theme).png").path
            try sample.render(to: path)
            return path
        }
    }

    private static func renderEachTheme(_ window: Window, name: String, to folder: URL, themes: ThemeManager) throws -> [String] {
        guard GtkRuntime.runUntil(timeout: 10, { window.isMapped && window.allocatedWidth > 0 }) else {
            throw RenderError.notLaidOut(name)
        }
        return try MainWindowSample.themes.map { theme in
            if let error = themes.apply([theme]) { throw Gallery.Failure.theme(theme, error) }
            let path = folder.appendingPathComponent("\(name)-\(theme).png").path
            try WidgetRenderer.renderToPNG(window, path: path)
            return path
        }
    }
}
