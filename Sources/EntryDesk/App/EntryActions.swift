import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// What the desk does with entries: save (and the conflict with a change made elsewhere),
/// delete and undo, each a write on the window's `StoreWriter`, its outcome said in the banner.
///
/// Nothing here waits: a save hands the entry to the writer and the form stays as it is until
/// the entry is stored, so that a database locked by an import holds up the save, not the
/// person ("Waiting for an import to finish…", and typing goes on).
@MainActor
final class EntryActions {
    private let screen: EntryScreen
    private let entries: EntriesPanel
    private let banner: Banner
    let writer: StoreWriter
    let drafts: DraftAutosave
    /// Deleted entries, the last one last, for Undo (the banner's button, or Ctrl+Z outside
    /// the text fields) even after another message replaced the banner.
    private var deleted: [SavedEntry] = []
    private static let undoLimit = 100
    /// Set by "Save mine" while it saves: the entry being edited overwrites a change made
    /// elsewhere since it was opened.
    private var overwritesChangeElsewhere = false
    /// Whether a save is under way.
    private(set) var isSaving = false
    /// Keys typed while the entry is stored, held until the form shows what follows the save.
    private var keysTypedWhileSaving: TypeAhead.Hold?
    /// Keys typed ahead of a save that asked about a duplicate instead: they were for the next
    /// entry, so they wait for "Save anyway" to lead there; any other save drops them.
    private var keysForTheNextEntry: TypeAhead.Kept?
    /// Set just before the form is saved on the way to showing something else (another entry,
    /// a new form, closing): called once that save ends, with whether it stored the entry.
    var afterNextSave: (@MainActor (_ saved: Bool) -> Void)?
    /// Waiting for the save under way to end, whatever its outcome.
    private var whenSaveEnds: [@MainActor () -> Void] = []
    /// Whether the banner says that writes wait for the database.
    private var showsWaitingNotice = false
    /// Asks before a new entry like one saved lately is stored (`[entry] duplicate-days`).
    var duplicateWarning = DuplicateWarning(days: 0)
    /// Set by "Save anyway" while it saves: the entry is stored although it matches one.
    private var savesDuplicate = false
    /// Who keys here: the operator signed in ("" when the desk asks nobody to), written into
    /// each entry's history with every save, edit, delete and restore.
    var operatorStamp = OperatorStamp("")
    /// Called after each entry saved, deleted or restored here (the team server is told).
    var onEntriesChanged: (@MainActor () -> Void)?

    init(store: EntryStore, screen: EntryScreen, entries: EntriesPanel, banner: Banner) {
        self.screen = screen
        self.entries = entries
        self.banner = banner
        writer = StoreWriter(store: store)
        drafts = DraftAutosave(writer: writer)
        writer.onWaitingChanged = { [weak self] waiting in self?.waitingChanged(waiting) }
        drafts.onError = { [weak self] message in self?.say(message, kind: .error) }
        drafts.onRecovered = { [weak self] in
            self?.say(tr("Your unsaved entry is kept safe again."), kind: .success, autoHideAfter: 4000)
        }
    }

    private func say(
        _ message: String, kind: Banner.Kind, autoHideAfter milliseconds: Int? = nil,
        action: (label: String, run: @MainActor () -> Void)? = nil
    ) {
        showsWaitingNotice = false
        banner.show(message, kind: kind, autoHideAfter: milliseconds, action: action)
    }

    private func waitingChanged(_ waiting: Bool) {
        if waiting {
            say(
                tr("Waiting for an import to finish… What you save is stored as soon as it is done; you can go on typing."),
                kind: .warning)
            showsWaitingNotice = true
        } else if showsWaitingNotice {
            showsWaitingNotice = false
            banner.hide()
        }
    }

    // MARK: Saving

    /// Saves the entry on screen; an edit of an entry changed elsewhere since it was opened is
    /// saved over that change only when the person says so (the banner's "Save mine").
    func save(_ entry: SavedEntry) {
        let done = afterNextSave
        afterNextSave = nil
        guard !isSaving else {
            say(tr("The entry before is still being saved; save this one once it is done."), kind: .warning, autoHideAfter: 4000)
            done?(false)
            return
        }
        isSaving = true
        if !savesDuplicate {
            keysForTheNextEntry?.drop()
            keysForTheNextEntry = nil
        }
        // Keys typed ahead (the next payer's name) wait for the form the save leads to.
        keysTypedWhileSaving = TypeAhead.holdKeys(near: screen.widget)
        let editing = screen.editing
        let expected = overwritesChangeElsewhere ? nil : editing?.updatedAt
        let shown = screen.draft
        // Changes typed while the entry is stored are written as a draft once the form knows
        // what it shows then (the saved entry, or a new record).
        drafts.hold()
        let owner = drafts.owner
        let duplicatesSince = editing == nil && duplicateWarning.isOn && !savesDuplicate ? duplicateWarning.since() : nil
        let who = operatorStamp
        writer.write(
            { store in
                if editing != nil { return try store.update(entry, expecting: expected, clearingDraftOf: owner, by: who) }
                return try store.insert(
                    entry, clearingDraftOf: owner, unlessDuplicateSince: duplicatesSince, joiningOpenBatch: true, by: who)
            },
            then: { [weak self] result in
                self?.saved(entry, wasEdit: editing != nil, shown: shown, result: result, then: done)
            })
    }

    /// Runs `body` once the save under way has ended (at once when none is): leaving the entry
    /// on screen waits for it, instead of asking about changes that are being saved.
    func afterCurrentSave(_ body: @escaping @MainActor () -> Void) {
        guard isSaving else { return body() }
        whenSaveEnds.append(body)
    }

    private func saved(
        _ entry: SavedEntry, wasEdit: Bool, shown: DraftEntry, result: Result<SavedEntry, any Error>,
        then done: (@MainActor (Bool) -> Void)?
    ) {
        isSaving = false
        defer {
            keysTypedWhileSaving?.end()
            keysTypedWhileSaving = nil
            let waiting = whenSaveEnds
            whenSaveEnds = []
            for body in waiting { body() }
        }
        switch result {
        case let .success(stored):
            // Typed before the keys held by this save: they go first.
            keysForTheNextEntry?.replay()
            keysForTheNextEntry = nil
            // Translators: %@ is the payer's name.
            let saved = wasEdit ? tr("Changes saved for %@.") : tr("Saved entry for %@.")
            say(LocalizedFormat.fill(saved, entry.name), kind: .success, autoHideAfter: 4000)
            screen.rememberSaved(shown, asNew: !wasEdit)
            if screen.draft == shown {
                screen.clear()
            } else {
                // Typed while it was being stored: those changes stay, as unsaved changes of the
                // entry now saved (saving again updates it instead of adding it twice).
                screen.keepChanges(of: stored)
            }
            drafts.release()
            entries.reload()
            onEntriesChanged?()
            done?(true)
            // Not when another entry or a new form takes the form's place right after this save.
            if done == nil { restoreNextWaitingDraft() }
        case .failure(EntryStoreError.changedElsewhere):
            say(
                tr(
                    "This entry was changed elsewhere (an import, another window) after you opened it. Your changes stay on screen: save them over the other change, or open the entry again."
                ),
                kind: .warning,
                action: (
                    label: tr("_Save mine"),
                    run: { [weak self] in
                        // What is on screen then, checked again: the person may have gone on editing.
                        // Only for this save: a field to fix first ends it, like any other.
                        self?.overwritesChangeElsewhere = true
                        self?.screen.save()
                        self?.overwritesChangeElsewhere = false
                    }
                ))
            keepUnsaved(then: done)
        case let .failure(found as RecentDuplicate):
            // Focus stays where it was; the banner's button (Alt+A) stores it all the same.
            keysForTheNextEntry = keysTypedWhileSaving?.endKeepingKeys()
            keysTypedWhileSaving = nil
            var question = DuplicateWarning.message(for: found.earlier, summary: entries.summary)
            if keysForTheNextEntry != nil {
                question += " " + tr("What you typed after saving goes into the next entry if you save this one anyway.")
            }
            say(
                question, kind: .warning,
                action: (
                    label: screen.strings.saveAnyway,
                    run: { [weak self] in
                        // What is on screen then, checked again like any save, but not against
                        // the entry it was said to match.
                        self?.savesDuplicate = true
                        self?.screen.save()
                        self?.savesDuplicate = false
                    }
                ))
            keepUnsaved(then: done)
        case let .failure(error):
            // Nothing typed is lost: the form stays as it is, and the draft is still saved.
            // Translators: %@ is the reason, as the database gave it.
            say(LocalizedFormat.fill(tr("The entry could not be saved: %@. It stays on screen; try again."), "\(error)"), kind: .error)
            keepUnsaved(then: done)
        }
    }

    /// A save that did not store the entry: the form stays, kept safe as a draft.
    private func keepUnsaved(then done: (@MainActor (Bool) -> Void)?) {
        drafts.release()
        drafts.schedule { [screen] in screen.draft }
        done?(false)
    }

    // MARK: Drafts

    /// Puts back the form of an ended session if one was not saved (after a crash or a
    /// restart). The claim is a write, so it may wait for another program's lock: changes
    /// typed meanwhile are what the form keeps, and the claimed draft is handed back to wait
    /// its turn.
    func restoreDraft() {
        screen.focusFirstField()
        drafts.hold()
        drafts.claimOrphan { [weak self] draft in
            guard let self else { return }
            defer { self.drafts.release() }
            guard let draft, !draft.isEmpty else { return }
            guard !self.screen.hasUnsavedChanges else {
                self.writer.write({ store in try store.drafts.save(draft, owner: .unowned()) }, then: { _ in })
                return
            }
            self.show(draft)
        }
    }

    private func show(_ draft: DraftEntry) {
        var editing = draft.editingID.flatMap { try? writer.store.entry(id: $0) }
        // The version the person was editing, not today's: a change made elsewhere in between
        // is then noticed at Save instead of overwritten.
        if let version = draft.editingUpdatedAt { editing?.updatedAt = version }
        screen.restore(draft, editing: editing)
        // What was restored is this window's draft now, written again at the next change.
        let waiting = drafts.orphanCount()
        let back = tr("Your unsaved entry from last time is back.")
        // Translators: after "Your unsaved entry from last time is back."; %@ is how many more unsaved entries wait.
        let more = trn(
            "One more is waiting: it comes back once this one is saved or discarded.",
            "%@ more are waiting: each comes back once the one before is saved or discarded.", waiting)
        say(
            waiting == 0 ? back : back + " " + LocalizedFormat.fill(more, formattedCount(waiting)), kind: .warning,
            autoHideAfter: waiting == 0 ? 8000 : nil)
    }

    /// After the form was saved or discarded: the next unsaved entry of an ended session, if
    /// one is waiting (two windows crashed together leave two).
    func restoreNextWaitingDraft() {
        guard drafts.orphanCount() > 0 else { return }
        restoreDraft()
    }

    // MARK: Deleting

    func delete(_ entry: SavedEntry) {
        let who = operatorStamp
        writer.write(
            { store in try store.delete(id: entry.id, by: who) },
            then: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(nil):
                    self.entries.reload()
                case let .success(removed?):
                    self.deleted(removed)
                    self.onEntriesChanged?()
                case let .failure(error):
                    self.say(LocalizedFormat.fill(tr("The entry could not be deleted: %@"), "\(error)"), kind: .error)
                }
            })
    }

    private func deleted(_ removed: SavedEntry) {
        deleted.append(removed)
        if deleted.count > Self.undoLimit { deleted.removeFirst() }
        // The entry open in the form is gone: the form starts a new record rather than keep
        // editing one that no longer exists (Undo brings the entry back to the list). Changes
        // not saved yet stay on screen, as a new record to save or discard.
        if screen.editing?.id == removed.id {
            if screen.hasUnsavedChanges {
                screen.keepAsNewRecord()
            } else {
                drafts.discard()
                screen.clear()
            }
        }
        entries.reload()
        // Translators: %@ is the payer's name.
        say(
            LocalizedFormat.fill(tr("Deleted the entry for %@."), removed.name), kind: .warning, autoHideAfter: 10_000,
            action: (label: tr("_Undo"), run: { [weak self] in self?.undoDelete(removed) }))
    }

    /// Ctrl+Z outside the text fields: brings back the entry deleted last.
    func undoLastDelete() {
        guard let last = deleted.last else {
            say(tr("There is no deleted entry to bring back."), kind: .warning, autoHideAfter: 4000)
            return
        }
        undoDelete(last)
    }

    private func undoDelete(_ entry: SavedEntry) {
        let who = operatorStamp
        writer.write(
            { store in try store.restore(entry, by: who) },
            then: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success:
                    self.deleted.removeAll { $0.id == entry.id }
                    self.entries.reload()
                    self.onEntriesChanged?()
                    self.say(LocalizedFormat.fill(tr("Restored the entry for %@."), entry.name), kind: .success, autoHideAfter: 4000)
                case let .failure(error):
                    self.say(LocalizedFormat.fill(tr("The entry could not be restored: %@"), "\(error)"), kind: .error)
                }
            })
    }
}
