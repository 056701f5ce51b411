import EntryResources
import GtkKit
import Localization

/// The language of the windows: the person's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) where
/// EntryDesk has a translation, English otherwise; right to left when the translation says so.
public enum WindowLanguage {
    /// Turns translations on, for the commands that open windows (`open`, `gallery`), before
    /// any window is built. The other commands never call it: what they print stays English.
    public static func activate() {
        Translations.activate(localeDirectory: ResourceLocator.localeDirectory)
    }

    /// Lays widgets out in the translation's direction; call once GTK is initialised, before
    /// the first widget is built. GTK picks a direction from its own catalogue: this one wins,
    /// so an Arabic window mirrors even where GTK's Arabic catalogue is not installed, and a
    /// language EntryDesk has no translation for is not mirrored around English words.
    @MainActor
    public static func applyDirection() {
        Widget.defaultIsRightToLeft = InterfaceLanguage.isRightToLeft
    }
}
