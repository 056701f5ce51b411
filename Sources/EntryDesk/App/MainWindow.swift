import AmountKit
import EntryStore
import EntryWidgets
import Foundation
import GtkKit

/// The desk's main window titled "EntryDesk": the entry form beside the saved entries.
@MainActor
final class MainWindow {
    let window: Window
    let banner = Banner()
    let screen: EntryScreen
    let entries: EntriesPanel
    private let store: EntryStore
    private let drafts: DraftAutosave
    private let headerBar = HeaderBar()
    private var shortcuts: ShortcutsWindow?
    private var unsavedEntryDialog: UnsavedEntryDialog?
    /// Deleted entries, the last one last, for Undo (the banner's button, or Ctrl+Z outside
    /// the text fields) even after another message replaced the banner.
    private var deleted: [SavedEntry] = []
    private static let undoLimit = 100

    init(application: Application, store: EntryStore, screen: EntryScreen, currencies: CurrencyTable?) {
        self.store = store
        self.screen = screen
        window = Window(application: application)
        window.title = AppIdentity.name
        window.setDefaultSize(width: 1180, height: 860)
        window.addCSSClass("entrydesk-window")
        entries = EntriesPanel(store: store, currencies: currencies)
        drafts = DraftAutosave(store: store)
        buildHeader()
        let formScroller = ScrolledWindow()
        formScroller.hexpand = true
        formScroller.vexpand = true
        formScroller.setChild(screen.widget)
        let panes = Box(.horizontal, spacing: 0)
        panes.append(formScroller)
        panes.append(Separator(.vertical))
        entries.widget.setSizeRequest(width: 400, height: -1)
        entries.widget.hexpand = false
        panes.append(entries.widget)
        let content = Box(.vertical, spacing: 0)
        content.addCSSClass("entrydesk-content")
        content.append(banner.widget)
        content.append(panes)
        window.setChild(content)
        window.setDefaultWidget(screen.saveButton)
        wire()
    }

    private func buildHeader() {
        let newButton = Button(iconName: "document-new-symbolic")
        newButton.setAccessibleLabel("New entry")
        newButton.tooltip = "New entry (Ctrl+N)"
        newButton.onClicked { [weak self] in self?.newEntry() }
        let exportButton = Button(iconName: "document-save-as-symbolic")
        exportButton.setAccessibleLabel("Export entries")
        exportButton.tooltip = "Export entries to CSV or JSON Lines (Ctrl+E)"
        exportButton.onClicked { [weak self] in self?.exportEntries() }
        let helpButton = Button(iconName: "preferences-desktop-keyboard-shortcuts-symbolic")
        helpButton.setAccessibleLabel("Keyboard shortcuts")
        helpButton.tooltip = "Keyboard shortcuts (Ctrl+?)"
        helpButton.onClicked { [weak self] in self?.showShortcuts() }
        headerBar.packStart(newButton)
        headerBar.packEnd(helpButton)
        headerBar.packEnd(exportButton)
        headerBar.install(on: window)
    }

    private func wire() {
        screen.onSave = { [weak self] entry in self?.save(entry) }
        screen.onNew = { [weak self] in self?.newEntry() }
        // Focus stays in the amount to fix it; the banner's button (Alt+A) saves it as it is.
        screen.onConfirmLargeAmount = { [weak self] message, label, confirm in
            self?.banner.show(message, kind: .warning, action: (label: label, run: confirm))
        }
        screen.onChange = { [weak self] in
            guard let self else { return }
            self.drafts.schedule { [screen = self.screen] in screen.draft }
        }
        entries.onOpen = { [weak self] entry in self?.open(entry) }
        entries.onDelete = { [weak self] entry in self?.delete(entry) }
        // Ctrl+Z that no text field took (the list has focus, or nothing): undo the last delete.
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, modifiers in
            guard modifiers == .control, key.lowercased == .character("z") else { return false }
            self?.undoLastDelete()
            return true
        }
        window.addController(keys)
        entries.onError = { [weak self] message in self?.banner.show(message, kind: .error) }
        drafts.onError = { [weak self] message in self?.banner.show(message, kind: .error) }
        drafts.onRecovered = { [weak self] in
            self?.banner.show("Your unsaved entry is kept safe again.", kind: .success, autoHideAfter: 4000)
        }
        // The title bar's close button asks first, as opening another entry does.
        window.onCloseRequest { [weak self] in
            guard let self, !self.closing else { return false }
            self.requestClose()
            return true
        }
    }

    /// Closes the window (the close button, Ctrl+Q) once the entry on screen is saved or the
    /// person chose to discard it; asks first when it has unsaved changes.
    func requestClose() {
        // Written before asking: the question may stay on screen until a power cut.
        drafts.flush()
        leaveShownEntry { [weak self] _ in self?.close() }
    }

    /// Writes the form's draft now and closes without asking (SIGTERM, SIGINT, SIGHUP: a
    /// logout or a service manager stopping the app): what was typed is back at the next start.
    func keepDraftAndClose() {
        drafts.flush()
        close()
    }

    private func close() {
        closing = true
        window.destroy()
    }

    func present() { window.present() }

    /// Reads the last session's draft once the window is on screen, before its first frame,
    /// and the saved entries right after that frame: the person sees the window sooner, and both
    /// arrive before a first keystroke could. The list waits for the frame because GTK makes and
    /// binds ~200 rows at once: with 100,000 entries that and reading their keys take ~40 ms,
    /// which would hold back the form's first frame.
    func loadDataWhenShown() {
        window.onMap { [weak self] in
            // Once: a window mapped again (restored from a minimised state) keeps what it shows.
            guard let self, !self.hasBeenMapped else { return }
            self.hasBeenMapped = true
            self.dataLoadTimer = MainLoopTimer.once(after: 0) { [weak self] in self?.restoreDraft() }
            self.listLoadTimer = MainLoopTimer.whenIdle { [weak self] in
                self?.entries.reload()
                self?.onListLoaded?()
            }
        }
        // Back in the window after an import in a terminal (or a save in a second window on the
        // same file): the list shows what the database holds now.
        window.onNotify("is-active") { [weak self] in
            guard let self, self.window.isActive else { return }
            self.entries.reloadIfChangedElsewhere()
        }
    }
    private var dataLoadTimer: MainLoopTimer?
    /// Set once the window may close without asking again.
    private var closing = false
    /// Set while the form is saved on the way to showing something else (another entry, a
    /// new form, closing): no waiting draft is restored into it in between.
    private var replacingShownEntry = false
    private var listLoadTimer: MainLoopTimer?
    private var hasBeenMapped = false
    /// Called once the saved entries were first read (the start-up benchmark waits for it).
    var onListLoaded: (@MainActor () -> Void)?
    /// Set by "Save mine" while it saves: the entry being edited overwrites a change made
    /// elsewhere since it was opened.
    private var overwritesChangeElsewhere = false

    /// Puts back the form of the last session if it was not saved (after a crash or a restart).
    func restoreDraft() {
        guard let draft = drafts.claimOrphan(), !draft.isEmpty else {
            screen.focusFirstField()
            return
        }
        var editing = draft.editingID.flatMap { try? store.entry(id: $0) }
        // The version the person was editing, not today's: a change made elsewhere in between
        // is then noticed at Save instead of overwritten.
        if let version = draft.editingUpdatedAt { editing?.updatedAt = version }
        screen.restore(draft, editing: editing)
        // What was restored is this window's draft now, written again at the next change.
        let waiting = drafts.orphanCount()
        let more = waiting == 0 ? "" : waiting == 1
            ? " One more is waiting: it comes back once this one is saved or discarded."
            : " \(waiting) more are waiting: each comes back once the one before is saved or discarded."
        banner.show("Your unsaved entry from last time is back." + more, kind: .warning, autoHideAfter: waiting == 0 ? 8000 : nil)
    }

    /// After the form was saved or discarded: the next unsaved entry of an ended session, if
    /// one is waiting (two windows crashed together leave two).
    private func restoreNextWaitingDraft() {
        guard drafts.orphanCount() > 0 else { return }
        restoreDraft()
    }

    // MARK: Actions

    /// Saves the entry on screen; an edit of an entry changed elsewhere since it was opened is
    /// saved over that change only when the person says so (the banner's "Save mine").
    func save(_ entry: SavedEntry) {
        drafts.cancel()
        let overwriting = overwritesChangeElsewhere
        do {
            if let editing = screen.editing {
                _ = try store.update(entry, expecting: overwriting ? nil : editing.updatedAt, clearingDraftOf: drafts.owner)
                banner.show("Changes saved for \(entry.name).", kind: .success, autoHideAfter: 4000)
            } else {
                _ = try store.insert(entry, clearingDraftOf: drafts.owner)
                banner.show("Saved entry for \(entry.name).", kind: .success, autoHideAfter: 4000)
            }
        } catch EntryStoreError.changedElsewhere {
            banner.show("This entry was changed elsewhere (an import, another window) after you opened it. "
                        + "Your changes stay on screen: save them over the other change, or open the entry again.",
                        kind: .warning, action: (label: "_Save mine", run: { [weak self] in
                            // What is on screen then, checked again: the person may have gone on editing.
                            // Only for this save: a field to fix first ends it, like any other.
                            self?.overwritesChangeElsewhere = true
                            self?.screen.save()
                            self?.overwritesChangeElsewhere = false
                        }))
            drafts.schedule { [screen] in screen.draft }
            return
        } catch {
            // Nothing typed is lost: the form stays as it is, and the draft is still saved.
            banner.show("The entry could not be saved: \(error). It stays on screen; try again.", kind: .error)
            drafts.schedule { [screen] in screen.draft }
            return
        }
        screen.clear()
        entries.reload()
        // Not when another entry or a new form takes the form's place right after this save.
        if !replacingShownEntry { restoreNextWaitingDraft() }
    }

    func newEntry() {
        leaveShownEntry { [weak self] savedFirst in
            self?.screen.clear()
            if !savedFirst { self?.banner.hide() }
            self?.restoreNextWaitingDraft()
        }
    }

    /// Opens a saved entry for editing.
    func open(_ entry: SavedEntry) {
        leaveShownEntry { [weak self] savedFirst in
            guard let self else { return }
            // Read again: saving the form first may just have changed this very entry.
            guard let current = savedFirst ? try? self.store.entry(id: entry.id) : entry else { return }
            self.screen.edit(current)
            // "Saved entry for ..." stays up when the dialog's Save just happened.
            if !savedFirst { self.banner.hide() }
        }
    }

    /// Runs `next` (which replaces what the form shows) once the entry on screen is saved or
    /// the person chose to discard it; asks first when it has unsaved changes. `next` is told
    /// whether the form was saved on the way.
    private func leaveShownEntry(then next: @escaping @MainActor (_ savedFirst: Bool) -> Void) {
        guard screen.hasUnsavedChanges else {
            discardDraft()
            next(false)
            return
        }
        let dialog = UnsavedEntryDialog(parent: window, isEditingSavedEntry: screen.editing != nil) { [weak self] choice in
            guard let self else { return }
            self.unsavedEntryDialog = nil
            switch choice {
            case .save:
                self.replacingShownEntry = true
                self.screen.save()
                self.replacingShownEntry = false
                // Saved: the form was cleared. Not saved (a field to fix, a database error): the
                // form stays, with the problem shown, and nothing replaces it.
                if !self.screen.hasUnsavedChanges { next(true) }
            case .discard:
                self.discardDraft()
                next(false)
            case .keepEditing:
                self.window.present()
            }
        }
        unsavedEntryDialog = dialog
        dialog.present()
    }

    /// Forgets the autosaved draft of the form (its entry was saved, or discarded on purpose).
    private func discardDraft() {
        drafts.discard()
    }

    func delete(_ entry: SavedEntry) {
        do {
            guard let removed = try store.delete(id: entry.id) else { return }
            deleted.append(removed)
            if deleted.count > Self.undoLimit { deleted.removeFirst() }
            // The entry open in the form is gone: the form starts a new record rather than keep
            // editing one that no longer exists (Undo brings the entry back to the list). Changes
            // not saved yet stay on screen, as a new record to save or discard.
            if screen.editing?.id == removed.id {
                if screen.hasUnsavedChanges {
                    screen.keepAsNewRecord()
                } else {
                    discardDraft()
                    screen.clear()
                }
            }
            entries.reload()
            banner.show("Deleted the entry for \(removed.name).", kind: .warning, autoHideAfter: 10_000,
                        action: (label: "_Undo", run: { [weak self] in self?.undoDelete(removed) }))
        } catch {
            banner.show("The entry could not be deleted: \(error)", kind: .error)
        }
    }

    /// Ctrl+Z outside the text fields: brings back the entry deleted last.
    func undoLastDelete() {
        guard let last = deleted.last else {
            banner.show("There is no deleted entry to bring back.", kind: .warning, autoHideAfter: 4000)
            return
        }
        undoDelete(last)
    }

    private func undoDelete(_ entry: SavedEntry) {
        do {
            _ = try store.restore(entry)
            deleted.removeAll { $0.id == entry.id }
            entries.reload()
            banner.show("Restored the entry for \(entry.name).", kind: .success, autoHideAfter: 4000)
        } catch {
            banner.show("The entry could not be restored: \(error)", kind: .error)
        }
    }

    func focusSearch() { _ = entries.search.focus() }

    func exportEntries() {
        let chooser = FileChooser(title: "Export entries", mode: .save, acceptLabel: "_Export", parent: window)
        chooser.setSuggestedName("entries-\(Self.dateStamp()).csv")
        chooser.show { [weak self] path in
            guard let self, let path else { return }
            let url = URL(fileURLWithPath: path)
            guard let format = EntryFileFormat(exportFileExtensionOf: url) else {
                self.banner.show("Nothing was exported: end the file name with .csv (for spreadsheets) or .jsonl (JSON Lines), "
                                 + "not “\(url.lastPathComponent)”.", kind: .error)
                return
            }
            self.export(format: format, to: url)
        }
        exportChooser = chooser
    }
    private var exportChooser: FileChooser?
    private var runningExport: BackgroundExport?

    /// Writes the export on a thread of its own, the banner showing how far it is with a
    /// Cancel button: a large export used to hold the window for seconds with no word.
    private func export(format: EntryFileFormat, to url: URL) {
        runningExport?.cancel()
        let export = BackgroundExport(store: store, format: format, url: url)
        runningExport = export
        export.onProgress = { [weak self] written, total in
            self?.banner.show("Exporting the entries to \(url.lastPathComponent): \(written) of \(total)…", kind: .warning,
                              action: (label: "_Cancel", run: { [weak export] in export?.cancel() }))
        }
        export.onFinished = { [weak self] result in
            guard let self else { return }
            if self.runningExport === export { self.runningExport = nil }
            switch result {
            case .success:
                self.banner.show("Exported the entries to \(url.lastPathComponent).", kind: .success, autoHideAfter: 6000)
            case .failure(ExportError.cancelled):
                self.banner.show("The export was cancelled; nothing was written.", kind: .warning, autoHideAfter: 6000)
            case let .failure(error):
                self.banner.show("The export failed: \(error)", kind: .error)
            }
        }
        export.start()
    }

    func showShortcuts() {
        shortcuts = ShortcutsWindow(groups: [
            .init(title: "Entries", shortcuts: [
                ("<Control>s", "Save the entry"), ("<Control>n", "New entry"), ("<Control>f", "Search saved entries"),
                ("<Control>e", "Export entries"), ("Delete", "Delete the entry in the list"),
                ("<Control>z", "Undo the last delete (outside the text fields)"),
            ]),
            .init(title: "Fields", shortcuts: [
                ("Tab", "Next field"), ("<Shift>Tab", "Previous field"), ("Return", "Next field, or save on the last"),
                ("Down", "Next suggestion"), ("Escape", "Close suggestions"),
            ]),
            .init(title: "Application", shortcuts: [("<Control>question", "Keyboard shortcuts"), ("<Control>q", "Quit")]),
        ], parent: window)
        shortcuts?.present()
    }

    private static func dateStamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
