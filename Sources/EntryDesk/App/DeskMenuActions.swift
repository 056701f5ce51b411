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
        application.addAction("preferences", accelerators: ["<Control>comma"]) { [weak self] in
            self?.afterTheMenuCloses { $0.showPreferences() }
        }
        application.addAction("shortcuts", accelerators: ["<Control>question", "<Control>slash"]) { [weak self] in
            self?.afterTheMenuCloses { $0.window?.showShortcuts() }
        }
        application.addAction("about") { [weak self] in self?.afterTheMenuCloses { $0.showAbout() } }
    }

    /// Closes the main menu, then runs `open` when the main loop is idle: an item of the menu runs its action before the
    /// menu closes, and closing gives the focus back to the menu button, in the desk's window.
    /// Orca 43 heard that focus last and said nothing of the window opened meanwhile (seen in
    /// its log: "Skipping object event due to more recent event ... Main Menu").
    private func afterTheMenuCloses(_ open: @escaping @MainActor (DeskMenuActions) -> Void) {
        if let window = window?.window { MenuButton.find(named: MainMenu.widgetName, in: window)?.popdown() }
        // The focus goes back once the popover is unmapped, on the loop's next turns.
        opening = MainLoopTimer.whenIdle { [weak self] in
            guard let self else { return }
            self.opening = nil
            open(self)
        }
    }
    private var opening: MainLoopTimer?

    func showPreferences() {
        guard let parent = window?.window else { return }
        if let preferences, preferences.window.isVisible { return preferences.present() }
        let preferences = PreferencesWindow(parent: parent, configurationURL: configurationURL) { [weak self] themes in
            self?.themes.apply(themes)
        }
        preferences.dataEntry?.onAutoAdvanceChanged = { [weak window] on in window?.screen.autoAdvance.isOn = on }
        preferences.dataEntry?.onCarryOverChanged = { [weak window] fields in window?.screen.carryOver.fields = fields }
        preferences.dataEntry?.onCarryOverFromFixesChanged = { [weak window] on in window?.screen.carryOver.keepsFromFixes = on }
        preferences.window.onCloseRequest { [weak window] in
            window?.focusBackInForm()
            return false
        }
        self.preferences = preferences
        preferences.present()
    }

    func showAbout() {
        guard let parent = window?.window else { return }
        if let about, about.window.isVisible { return about.present() }
        let about = AboutEntryDesk.makeDialog(parent: parent)
        about.window.onCloseRequest { [weak window] in
            window?.focusBackInForm()
            return false
        }
        self.about = about
        about.present()
    }
}
