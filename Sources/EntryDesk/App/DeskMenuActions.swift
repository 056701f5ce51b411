import EntryWidgets
import Foundation
import GtkKit

/// The application actions the main menu runs: Preferences (Ctrl+comma), Keyboard Shortcuts
/// (Ctrl+?) and About. Preferences and About are windows over the desk's, made again each time
/// they are opened so that they show the configuration file as it is then.
@MainActor
final class DeskMenuActions {
    private weak var window: MainWindow?
    private let themes: ThemeManager
    private let configurationURL: URL
    private var preferences: PreferencesWindow?
    private var about: AboutDialog?

    /// Adds `app.preferences`, `app.shortcuts` and `app.about` to `application` for the desk `window`.
    init(application: Application, window: MainWindow, themes: ThemeManager, configurationURL: URL) {
        self.window = window
        self.themes = themes
        self.configurationURL = configurationURL
        application.addAction("preferences", accelerators: ["<Control>comma"]) { [weak self] in self?.showPreferences() }
        application.addAction("shortcuts", accelerators: ["<Control>question", "<Control>slash"]) { [weak window] in
            window?.showShortcuts()
        }
        application.addAction("about") { [weak self] in self?.showAbout() }
    }

    func showPreferences() {
        guard let parent = window?.window else { return }
        if let preferences, preferences.window.isVisible { return preferences.present() }
        let preferences = PreferencesWindow(parent: parent, configurationURL: configurationURL) { [weak self] themes in
            self?.themes.apply(themes)
        }
        self.preferences = preferences
        preferences.present()
    }

    func showAbout() {
        guard let parent = window?.window else { return }
        if let about, about.window.isVisible { return about.present() }
        let about = AboutEntryDesk.makeDialog(parent: parent)
        self.about = about
        about.present()
    }
}
