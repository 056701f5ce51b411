import EntrySettings
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The Preferences window (Ctrl+comma, the main menu): the theme, applied at once; where
/// address suggestions come from and the team server, applied at the next start. Every change
/// is written to the configuration file as it is made, keeping the rest of the file as it was.
@MainActor
final class PreferencesWindow {
    /// The window (the gallery renders it; tests find it by its title).
    let window = Window()
    private let configurationURL: URL
    private let applyTheme: @MainActor ([String]) -> ThemeError?
    private let themeDropDown: DropDown
    /// The themes of the drop-down's items; nil for the theme the file names that is none of
    /// the four (a token file of the person's own), shown as it is.
    private let themeItems: [ThemeChoice?]
    private var addressSource: AddressSourcePreference?
    private var server: TeamServerPreference?
    /// Auto-advance and carry-over (the window applies them at once).
    private(set) var dataEntry: DataEntryPreference?
    /// What went wrong with the last change, in words (hidden while nothing did).
    private let problem = Label(role: .status)

    /// A window over `parent` showing the settings of the file at `configurationURL`;
    /// `applyTheme` puts themes on screen (nil: done, else why the default theme is shown).
    init(parent: Window, configurationURL: URL, applyTheme: @escaping @MainActor ([String]) -> ThemeError?) {
        self.configurationURL = configurationURL
        self.applyTheme = applyTheme
        let file = (try? ConfigurationFile.load(from: configurationURL)) ?? ConfigurationFile()
        let configuration = (try? AppConfiguration(file: file, path: configurationURL.path)) ?? AppConfiguration()
        let current = ThemeChoice(configuredThemes: configuration.themes)
        var items: [ThemeChoice?] = ThemeChoice.allCases
        var titles = ThemeChoice.allCases.map(\.title)
        if current == nil {
            items.append(nil)
            titles.append(configuration.themes.joined(separator: ", "))  // i18n: not shown (the file's own theme names)
        }
        themeItems = items
        themeDropDown = DropDown(items: titles)
        themeDropDown.selectedIndex = items.firstIndex(of: current) ?? 0

        window.title = tr("Preferences")
        window.setTransient(for: parent)
        window.isModal = true
        let content = Box(.vertical, spacing: 0)
        content.addCSSClass("preferences")
        content.append(PreferencesSection.make(title: tr("Appearance"), rows: [PreferencesSection.row(tr("Theme"), themeDropDown)]))
        let save: @MainActor ([ConfigurationUpdate.Change]) -> Bool = { [weak self] changes in self?.write(changes) ?? false }
        let addressSource = AddressSourcePreference(configuration: configuration, parent: window, save: save)
        let server = TeamServerPreference(configuredAddress: configuration.syncServer, save: save)
        let dataEntry = DataEntryPreference(configuration: configuration, save: save)
        content.append(dataEntry.widget)
        content.append(addressSource.widget)
        content.append(server.widget)
        problem.xalign = 0
        problem.wraps = true
        problem.addCSSClass("error")
        problem.isVisible = false
        content.append(problem)
        window.setChild(DialogScroller.wrapping(content))
        self.addressSource = addressSource
        self.dataEntry = dataEntry
        self.server = server

        themeDropDown.onSelectionChanged { [weak self] in self?.themeChosen() }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, _ in
            guard key == .escape else { return false }
            self?.window.close()
            return true
        }
        window.addController(keys)
        // The desk's window gets the keyboard back (without a window manager nobody gives it).
        window.onCloseRequest { [weak parent] in
            parent?.present()
            return false
        }
    }

    func present() {
        window.present()
        _ = themeDropDown.grabFocus()
    }

    private func themeChosen() {
        guard let index = themeDropDown.selectedIndex, themeItems.indices.contains(index), let choice = themeItems[index] else { return }
        if let error = applyTheme(choice.themes) {
            show(problem: error.description)
            return
        }
        _ = write([Settings.theme.change(to: choice.themes)])
    }

    /// Writes `changes` to the configuration file; says why when it cannot.
    private func write(_ changes: [ConfigurationUpdate.Change]) -> Bool {
        do {
            try ConfigurationUpdate.apply(changes, to: configurationURL)
            show(problem: nil)
            return true
        } catch {
            // Translators: %@ names the configuration file and why it cannot be written (in English).
            show(problem: LocalizedFormat.fill(tr("The setting was not saved: %@"), error.description))
            return false
        }
    }

    private func show(problem text: String?) {
        problem.text = text ?? ""
        problem.isVisible = text != nil
    }
}
