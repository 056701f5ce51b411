import EntrySync
import Foundation
import GtkKit
import Localization

/// The header bar's word on the team server: "Synced", "3 waiting", "Offline since 10:42" or
/// the error a person must act on ("password refused for role desk_b"), with the reason and the
/// waiting count in its tooltip. Screen readers read it as a status.
@MainActor
final class SyncIndicator {
    let label = Label()

    init() {
        label.addCSSClass("sync-indicator")
        label.ellipsizeAtEnd()
        show(SyncStatus(state: .starting, waiting: 0))
    }

    func show(_ status: SyncStatus) {
        let (text, tooltip) = Self.words(for: status)
        let wasTrouble = isTrouble
        isTrouble = status.state.isTrouble
        label.text = text
        label.tooltip = tooltip
        // Translators: the sync indicator as a screen reader says it; %@ is its text ("Synced", "Offline since 10:42").
        label.setAccessibleLabel(LocalizedFormat.fill(tr("Team server: %@"), text))
        // Going offline or failing is said once, where the person is: saving goes on, but
        // nothing reaches the team until it is over.
        if isTrouble, !wasTrouble { Announcer.announce(LocalizedFormat.fill(tr("Team server: %@."), text), near: label) }
    }

    private var isTrouble = false

    /// The label and the tooltip for `status`.
    static func words(for status: SyncStatus) -> (text: String, tooltip: String) {
        let count = formattedCount(status.waiting)
        // Translators: in the sync indicator's tooltip; %@ is how many entries wait to be sent.
        let waiting = LocalizedFormat.fill(trn("%@ entry waiting", "%@ entries waiting", status.waiting), count)
        switch status.state {
        case .starting:
            // Translators: the sync indicator's tooltip; %@ is "3 entries waiting".
            return (tr("Connecting…"), LocalizedFormat.fill(tr("Connecting to the team server; %@"), waiting))
        case let .synced(at):
            // Translators: the sync indicator in the header bar; %@ is how many entries wait.
            let text = status.waiting == 0 ? tr("Synced") : LocalizedFormat.fill(trn("%@ waiting", "%@ waiting", status.waiting), count)
            // Translators: %1$@ is a time of day, %2$@ "3 entries waiting".
            return (text, LocalizedFormat.fill(tr("Last synced at %1$@; %2$@"), formattedTime(at), waiting))
        case let .offline(since, reason):
            // Translators: %@ is a time of day.
            return (
                LocalizedFormat.fill(tr("Offline since %@"), formattedTime(since)),
                // Translators: %1$@ is why the server cannot be reached, %2$@ "3 entries waiting".
                LocalizedFormat.fill(tr("Saved here, sent when the team server is back (%1$@); %2$@"), reason, waiting)
            )
        case let .failing(_, reason):
            // Translators: %1$@ is why the server refuses the entries, %2$@ "3 entries waiting".
            return (
                reason.prefix(1).uppercased() + reason.dropFirst(),
                LocalizedFormat.fill(tr("Saved here, not sent: %1$@; %2$@"), reason, waiting)
            )
        }
    }
}

private extension SyncStatus.State {
    /// Offline or failing: what the indicator says aloud when it begins.
    var isTrouble: Bool {
        switch self {
        case .offline, .failing: true
        case .starting, .synced: false
        }
    }
}
