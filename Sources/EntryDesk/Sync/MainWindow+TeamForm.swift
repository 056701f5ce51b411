import Localization

extension MainWindow {
    /// A team's form received while the window is open: the window keeps the form it started
    /// with (an entry being keyed never loses or gains fields under the operator's hands, and the
    /// list, search, import and export read that form too) and says when the new one takes over.
    func tellOfTeamForm(_ version: String) {
        banner.show(
            LocalizedFormat.fill(
                // Translators: a message at the top of the desk's window; %@ is the version of the entry form the team server sent ("2026-11").
                tr(
                    "The team's entry form has changed (version %@). New entries use it from the next time EntryDesk starts; until then this window keeps the form it opened with."
                ), version), kind: .warning)
    }
}
