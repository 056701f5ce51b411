// i18n: file never shown (the gallery command's errors, on the terminal)
import EntryWidgets
import Foundation
import GtkKit

/// `entrydesk gallery`: every component in every state and theme, written to PNG files.
@MainActor
public enum Gallery {
    /// Why the gallery could not be rendered.
    public enum Failure: Error, CustomStringConvertible {
        case noDisplay
        case cannotCreateFolder(String)
        case theme(String, ThemeError)

        public var description: String {
            switch self {
            case .noDisplay: "GTK cannot open a display: run under a desktop session or Xvfb (make gallery)"
            case .cannotCreateFolder(let path): "cannot create the folder \(path)"
            case .theme(let name, let error): "theme \(name): \(error)"
            }
        }
    }

    /// Renders every case (or those whose component name contains `only`) to `folder`; returns the paths.
    public static func render(to folder: URL, only: String? = nil) throws -> [String] {
        setenv("GSK_RENDERER", "cairo", 0)
        guard GtkRuntime.initialize() else { throw Failure.noDisplay }
        WindowLanguage.applyDirection()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotCreateFolder(folder.path)
        }
        let themes = ThemeManager(adaptsToDisplay: false)
        var written: [String] = []
        let components = GalleryCatalog.components.map { component in
            GalleryCatalog.Component(
                cases: component.cases.filter { only == nil || $0.component.contains(only ?? "") },
                themes: component.themes, width: component.width)
        }.filter { !$0.cases.isEmpty }
        let themeNames = components.flatMap(\.themes).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for theme in themeNames {
            if let error = themes.apply([theme]) { throw Failure.theme(theme, error) }
            for component in components where component.themes.contains(theme) {
                for galleryCase in component.cases {
                    let path = folder.appendingPathComponent(galleryCase.fileName(theme: theme)).path
                    let sample = galleryCase.make()
                    try sample.render(to: path, width: component.width, margin: 16)
                    written.append(path)
                }
            }
        }
        if only.map(MainWindowSample.galleryName.contains) ?? true {
            written += try renderMainWindow(to: folder, themes: themes)
        }
        if only.map(OfficeFormSample.galleryName.contains) ?? true {
            written += try OfficeFormSample.render(to: folder, themes: themes)
        }
        if only.map(MainWindowSample.teamGalleryName.contains) ?? true {
            written += try renderTeamWindow(to: folder, themes: themes)
        }
        if only.map(PINPanelSample.galleryName.contains) ?? true {
            written += try renderPINPanel(to: folder, themes: themes)
        }
        written += try MenuWindowsSample.render(to: folder, themes: themes, only: only)
        if only.map(WindowFitSample.galleryName.contains) ?? true {
            written += try WindowFitSample.render(to: folder, themes: themes)
        }
        if only.map(KioskReviewQuestionsSample.galleryName.contains) ?? true {
            written += try KioskReviewQuestionsSample.render(to: folder, themes: themes)
        }
        if only.map(KeyboardLayoutsSample.galleryName.contains) ?? true {
            written += try KeyboardLayoutsSample.render(to: folder, themes: themes)
        }
        // Last: a kiosk with its on-screen keyboard stops fields selecting their text on focus.
        if only.map(KioskOfficeFormSample.galleryName.contains) ?? true {
            written += try KioskOfficeFormSample.render(to: folder, themes: themes)
        }
        return written
    }

    /// The window of a desk in a team, offline, in every theme: `main-window-team-<theme>.png`.
    private static func renderTeamWindow(to folder: URL, themes: ThemeManager) throws -> [String] {
        let sample = try MainWindowSample(inTeam: true)
        defer { sample.close() }
        try sample.show()
        return try MainWindowSample.themes.map { theme in
            if let error = themes.apply([theme]) { throw Failure.theme(theme, error) }
            let path = folder.appendingPathComponent("\(MainWindowSample.teamGalleryName)-\(theme).png").path
            try sample.render(to: path)
            return path
        }
    }

    /// The whole desk window in every theme, and the unsaved-entry dialog over it:
    /// `main-window-<theme>.png`, `main-window-unsaved-dialog-<theme>.png`.
    private static func renderMainWindow(to folder: URL, themes: ThemeManager) throws -> [String] {
        let sample = try MainWindowSample()
        defer { sample.close() }
        try sample.show()
        var written: [String] = []
        for theme in MainWindowSample.themes {
            if let error = themes.apply([theme]) { throw Failure.theme(theme, error) }
            let path = folder.appendingPathComponent("\(MainWindowSample.galleryName)-\(theme).png").path
            try sample.render(to: path)
            written.append(path)
        }
        // At a small laptop's, the default and a full-HD size: the form clamped, the sidebar folded.
        if let error = themes.apply(["light"]) { throw Failure.theme("light", error) }
        for (width, height) in MainWindowSample.sizes {
            try sample.resize(width: width, height: height)
            let path = folder.appendingPathComponent("\(MainWindowSample.galleryName)-\(width)x\(height)-light.png").path
            try sample.render(to: path)
            written.append(path)
        }
        // Each in a light and a dark theme: `name-light.png`, `name-dark.png`.
        func renderLightAndDark(_ name: String, _ render: (String) throws -> Void) throws {
            for theme in ["light", "dark"] {
                if let error = themes.apply([theme]) { throw Failure.theme(theme, error) }
                let path = folder.appendingPathComponent("\(name)-\(theme).png").path
                try render(path)
                written.append(path)
            }
        }
        // The longest banner with a button, at the smallest size: the duplicate question.
        try sample.resize(width: 800, height: 600)
        sample.showDuplicateQuestion()
        try renderLightAndDark(MainWindowSample.duplicateGalleryName) { try sample.render(to: $0) }
        try sample.resize(width: MainWindow.defaultSize.width, height: MainWindow.defaultSize.height)
        sample.window.banner.hide()
        try sample.showBatchInProgress()
        try renderLightAndDark(MainWindowSample.batchGalleryName) { try sample.render(to: $0) }
        let override = try sample.openOverrideDialog()
        try renderLightAndDark(MainWindowSample.overrideGalleryName) { try WidgetRenderer.renderToPNG(override.window, path: $0) }
        override.close()
        try sample.showVerificationMismatch()
        try renderLightAndDark(MainWindowSample.verificationGalleryName) { try sample.render(to: $0) }
        let statistics = try sample.openStatistics()
        try renderLightAndDark(MainWindowSample.statisticsGalleryName) { try WidgetRenderer.renderToPNG(statistics.window, path: $0) }
        statistics.window.destroy()
        let batchList = try sample.openBatchList()
        try renderLightAndDark(MainWindowSample.batchesGalleryName) { try WidgetRenderer.renderToPNG(batchList.window, path: $0) }
        batchList.close()
        let dialog = sample.openUnsavedEntryDialog()
        for theme in MainWindowSample.themes {
            if let error = themes.apply([theme]) { throw Failure.theme(theme, error) }
            let path = folder.appendingPathComponent("\(MainWindowSample.dialogGalleryName)-\(theme).png").path
            try WidgetRenderer.renderToPNG(dialog.window, path: path)
            written.append(path)
        }
        return written
    }

    /// The kiosk's staff PIN panel in every theme: `kiosk-pin-panel-<theme>.png`.
    private static func renderPINPanel(to folder: URL, themes: ThemeManager) throws -> [String] {
        let sample = try PINPanelSample()
        defer { sample.close() }
        var written: [String] = []
        for theme in MainWindowSample.themes {
            if let error = themes.apply([theme]) { throw Failure.theme(theme, error) }
            let path = folder.appendingPathComponent("\(PINPanelSample.galleryName)-\(theme).png").path
            try sample.render(to: path)
            written.append(path)
        }
        return written
    }
}
