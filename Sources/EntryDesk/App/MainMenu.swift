import GtkKit
import Localization

/// The desk window's main menu, as GNOME apps have it: the button with `open-menu-symbolic` at
/// the end of the header bar (F10 opens it), with Import and Export, Batches and Statistics,
/// Preferences, Keyboard Shortcuts and About. Its items run application actions (the desk's
/// own in `EntryDeskApplication`, the menu's windows in `DeskMenuActions`), whose accelerators
/// GTK shows beside the items.
@MainActor
enum MainMenu {
    /// The detailed action names the items run.
    static let preferencesAction = "app.preferences"
    static let shortcutsAction = "app.shortcuts"
    static let aboutAction = "app.about"
    static let importAction = "app.import"
    static let exportAction = "app.export"
    /// The desk's own actions (Ctrl+Shift+L, Ctrl+Shift+O), added with the other shortcuts.
    static let batchesAction = "app.batch-list"
    static let statisticsAction = "app.statistics"

    /// The menu's model: Import and Export; Batches and Statistics; Preferences and Keyboard
    /// Shortcuts; About.
    static func model() -> Menu {
        let menu = Menu()
        let exchange = Menu()
        exchange.append(tr("_Import…"), action: importAction)
        exchange.append(tr("_Export…"), action: exportAction)
        menu.appendSection(exchange)
        let figures = Menu()
        // Translators: a main menu item opening the list of batches (Ctrl+Shift+L).
        figures.append(tr("_Batches"), action: batchesAction)
        // Translators: a main menu item opening the keying statistics (Ctrl+Shift+O).
        figures.append(tr("_Statistics"), action: statisticsAction)
        menu.appendSection(figures)
        let main = Menu()
        main.append(tr("_Preferences"), action: preferencesAction)
        main.append(tr("_Keyboard Shortcuts"), action: shortcutsAction)
        let about = Menu()
        // Translators: %@ is the application's name.
        about.append(LocalizedFormat.fill(tr("_About %@"), AppIdentity.name), action: aboutAction)
        menu.appendSection(main)
        menu.appendSection(about)
        return menu
    }

    /// The menu button's widget name (the gallery finds it by this name to open it).
    static let widgetName = "main-menu"

    /// The header bar's menu button.
    static func button() -> MenuButton {
        let button = MenuButton(iconName: "open-menu-symbolic", menu: model())
        button.name = widgetName
        // Drawn as the header bar's other icon buttons are, not as the form's pickers.
        button.addCSSClass("main-menu")
        button.isPrimary = true
        button.setMenuAccessibleLabel(tr("Main Menu"))
        button.tooltip = tr("Main Menu (F10)")
        return button
    }
}
