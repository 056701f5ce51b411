import EntrySync
import Foundation
import GtkKit

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
        label.setAccessibleLabel("Team server: \(text)")
        // Going offline or failing is said once, where the person is: saving goes on, but
        // nothing reaches the team until it is over.
        if isTrouble, !wasTrouble { Announcer.announce("Team server: \(text).", near: label) }
    }

    private var isTrouble = false

    /// The label and the tooltip for `status`.
    static func words(for status: SyncStatus) -> (text: String, tooltip: String) {
        let waiting = status.waiting == 1 ? "1 entry waiting" : "\(status.waiting.formatted()) entries waiting"
        switch status.state {
        case .starting:
            return ("Connecting…", "Connecting to the team server; \(waiting)")
        case let .synced(at):
            let text = status.waiting == 0 ? "Synced" : "\(status.waiting.formatted()) waiting"
            return (text, "Last synced at \(clock(at)); \(waiting)")
        case let .offline(since, reason):
            return ("Offline since \(clock(since))",
                    "Saved here, sent when the team server is back (\(reason)); \(waiting)")
        case let .failing(_, reason):
            return (reason.prefix(1).uppercased() + reason.dropFirst(), "Saved here, not sent: \(reason); \(waiting)")
        }
    }

    private static func clock(_ date: Date) -> String {
        date.formatted(date: .omitted, time: .shortened)
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
