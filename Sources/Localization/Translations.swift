import CIntl
import Foundation
import Synchronization

/// Switches the window's words to the person's language: gettext's domain `entrydesk`, bound to
/// the folder its catalogues (`LANG/LC_MESSAGES/entrydesk.mo`) are in.
///
/// Only the window activates it. Until then (and always on the command line) `tr` and its
/// kin return the English text, so a script's output never depends on the locale.
public enum Translations {
    /// The gettext domain: `entrydesk.pot`, `entrydesk.mo`.
    public static let domain = "entrydesk"

    private static let active = Atomic<Bool>(false)

    /// Whether `activate` ran.
    public static var isActive: Bool { active.load(ordering: .acquiring) }

    /// Takes the locale from the environment (`setlocale(LC_ALL, "")`, as GTK does too) and
    /// looks the domain's catalogues up in `localeDirectory`. Call once, before any window is built.
    public static func activate(localeDirectory: URL) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, localeDirectory.path)
        bind_textdomain_codeset(domain, "UTF-8")
        active.store(true, ordering: .releasing)
    }
}
