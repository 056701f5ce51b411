import EntryStore
import Foundation
import Localization

extension MainWindow {
    /// An entry opened for editing that a later change on another desk won over: the banner
    /// says so ("Also changed on desk_b at 10:42") and offers the version that lost, which
    /// the form then shows as unsaved changes of the entry: Save makes it the current one.
    func offerOverwrittenVersion(of entry: SavedEntry) {
        guard sync != nil, let version = try? store.sync.overwrittenVersions(of: entry.id).first,
            let lost = Entry(id: entry.id, syncFields: version.fields)
        else { return }
        let time = formattedTime(version.changedAt)
        // Translators: %1$@ is the desk that changed the entry ("desk_b"), %2$@ a time of day.
        banner.show(
            LocalizedFormat.fill(tr("Also changed on %1$@ at %2$@."), version.changedBy, time), kind: .warning,
            action: (
                label: tr("_Show that version"),
                run: { [weak self] in
                    var draft = DraftEntry(editing: lost)
                    draft.editingUpdatedAt = entry.updatedAt
                    self?.screen.restore(draft, editing: entry)
                }
            ))
    }
}
