import AmountKit
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The desk's main window titled "EntryDesk": the entry form beside the saved entries
/// (`DeskLayout`).
@MainActor
final class MainWindow {
    let window: Window
    let banner = Banner()
    let screen: EntryScreen
    let entries: EntriesPanel
    let store: EntryStore
    let actions: EntryActions
    /// The open batch's figures above Save, and opening and closing batches.
    let batches: DeskBatches
    private var drafts: DraftAutosave { actions.drafts }
    private let headerBar = HeaderBar()
    private let layout: DeskLayout
    private var shortcuts: ShortcutsWindow?
    private var unsavedEntryDialog: UnsavedEntryDialog?
    /// The question about values an office's soft rules question, while it is up.
    private(set) var softRuleConfirmation: SoftRuleConfirmation?
    /// Syncing with the team server (nil: none configured).
    let sync: TeamSync?
    /// The currency table the window was made with (the import offers its codes).
    private let currencies: CurrencyTable?

    init(application: Application, store: EntryStore, screen: EntryScreen, currencies: CurrencyTable?, sync: TeamSync? = nil) {
        self.store = store
        self.screen = screen
        self.sync = sync
        self.currencies = currencies
        window = Window(application: application)
        window.title = AppIdentity.name
        window.setDefaultSize(width: Self.defaultSize.width, height: Self.defaultSize.height)
        window.addCSSClass("entrydesk-window")
        entries = EntriesPanel(store: store, currencies: currencies, showsServerState: sync != nil)
        actions = EntryActions(store: store, screen: screen, entries: entries, banner: banner)
        entries.widget.setSizeRequest(width: ThemeTokens.pixels("theme.size.entries-panel.width") ?? -1, height: -1)
        entries.widget.hexpand = false
        let batchBar = BatchBar(store: store, summary: entries.summary)
        batches = DeskBatches(bar: batchBar, writer: actions.writer, banner: banner, parent: window)
        layout = DeskLayout(
            form: screen.widget, buttons: screen.buttons, batchStatus: batches.widget, sidebar: entries.widget,
            banner: banner)
        buildHeader()
        headerBar.packEnd(layout.sidebarButton)
        window.setChild(layout.widget)
        layout.followFocus(in: window)
        window.setDefaultWidget(screen.saveButton)
        wire()
    }

    /// The size the window opens at (`theme.size.window`).
    static var defaultSize: (width: Int, height: Int) {
        (ThemeTokens.pixels("theme.size.window.width") ?? -1, ThemeTokens.pixels("theme.size.window.height") ?? -1)
    }

    private func buildHeader() {
        let newButton = Button(iconName: "document-new-symbolic")
        newButton.setAccessibleLabel(tr("New entry"))
        newButton.tooltip = tr("New entry (Ctrl+N)")
        newButton.onClicked { [weak self] in self?.newEntry() }
        let exportButton = Button(iconName: "document-save-as-symbolic")
        exportButton.setAccessibleLabel(tr("Export entries"))
        exportButton.tooltip = tr("Export entries to CSV or JSON Lines (Ctrl+E)")
        exportButton.onClicked { [weak self] in self?.exportEntries() }
        headerBar.packStart(newButton)
        // The main menu (Preferences, Keyboard Shortcuts, About) at the very end, as in GNOME apps.
        headerBar.packEnd(MainMenu.button())
        headerBar.packEnd(exportButton)
        if let sync { headerBar.packEnd(sync.indicator.label) }
        headerBar.install(on: window)
    }

    private func wire() {
        screen.onSave = { [weak self] entry in
            guard let self else { return }
            // During a second keying, Save checks the verifier's values instead of storing them.
            if let verification = self.batches.verification { return verification.save(entry) }
            self.actions.save(entry)
        }
        actions.onEntriesChanged = { [weak self] in self?.entriesChanged() }
        batches.onEntriesChanged = { [weak self] in
            self?.entries.reload()
            self?.entriesChanged()
        }
        batches.onBatchesChanged = { [weak self] in self?.sync?.changed() }
        batches.focusNewEntry = { [weak self] in
            guard let self, !self.screen.hasUnsavedChanges else { return false }
            self.screen.focusFirstField()
            return true
        }
        // Entries and batches pulled from the team: the list shows them (it reads again only if
        // the database changed), the batch's figures are read again (closed at another desk?).
        sync?.onPass = { [weak self] in
            self?.entries.reloadIfChangedElsewhere()
            self?.batches.bar.refresh()
        }
        screen.onNew = { [weak self] in self?.newEntry() }
        // The desk's form is a Tab loop: from Save back to Name, never into the header bar.
        FormTabLoop.close(last: screen.saveButton, first: (screen.firstField ?? screen.nameInput).entry)
        // Values the form's soft rules question (an amount above the usual, an office field's):
        // one dialog asks the reason to keep them all.
        screen.onConfirmSoftRules = { [weak self] questions, back, confirm in
            guard let self else { return }
            let dialog = SoftRuleConfirmation(parent: self.window, questions: questions, backTo: back, confirm: confirm)
            self.softRuleConfirmation = dialog
            dialog.present()
        }
        screen.onChange = { [weak self] in
            // A second keying is no draft: the entry is saved already, and the keyed values are
            // checked, not stored, until it is verified.
            guard let self, self.batches.verification == nil else { return }
            self.drafts.schedule { [screen = self.screen] in screen.draft }
        }
        screen.onNotice = { [weak self] message in self?.banner.show(message, kind: .warning, autoHideAfter: 4000) }
        // A whole address pasted into one field: what went where, and one Undo for all of it.
        screen.addressPaste.onSplit = { [weak self] filled in
            guard let self else { return }
            // Translators: %@ lists the fields a pasted address filled ("Name, Address line 1, City and ZIP code").
            let message = LocalizedFormat.fill(tr("The pasted address went into %@: check them."), LocalizedList.and(filled))
            self.banner.show(
                message, kind: .success, autoHideAfter: 10_000,
                action: (label: tr("_Undo"), run: { [weak screen = self.screen] in screen?.addressPaste.undo() }))
        }
        entries.onOpen = { [weak self] entry in self?.open(entry) }
        entries.onDelete = { [weak self] entry in self?.actions.delete(entry) }
        // Ctrl+Z that no text field took (the list has focus, or nothing): undo the last delete.
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, modifiers in
            guard modifiers == .control, key.lowercased == .character("z") else { return false }
            self?.actions.undoLastDelete()
            return true
        }
        window.addController(keys)
        entries.onError = { [weak self] message in self?.banner.show(message, kind: .error) }
        // Escape in the saved entries goes back to the form (the field Ctrl+F left, else Name),
        // folding the sidebar away again in a narrow window.
        let sidebarKeys = KeyController()
        sidebarKeys.onKeyPressed { [weak self] key, modifiers in
            guard let self, key == .escape, modifiers.isEmpty, !self.layout.isFolded || self.layout.isSidebarShown else { return false }
            if self.layout.isFolded { self.layout.showSidebar(false) }
            if self.formFocusBeforeSearch?.restore() != true { self.screen.focusFirstField() }
            self.formFocusBeforeSearch = nil
            return true
        }
        entries.widget.addController(sidebarKeys)
        window.onNotify("focus-widget") { [weak self] in
            guard let self, self.screen.widget.containsFocus else { return }
            self.lastFormFocus = SavedFocus(of: self.window)
        }
        // The title bar's close button asks first, as opening another entry does.
        window.onCloseRequest { [weak self] in
            guard let self, !self.closing else { return false }
            self.requestClose()
            return true
        }
    }

    /// After an entry was saved, changed, deleted or restored here: the team server is told, the
    /// batch's figures read again and the keystrokes that made the change counted.
    private func entriesChanged() {
        // Saved: the form is cleared for the next entry, the focus in Name, the title shown again.
        layout.showFocusedField()
        sync?.changed()
        batches.bar.refresh()
        recordKeystrokes()
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
        recordKeystrokes()
        window.destroy()
        // The process ends with the window: what was handed to the database is written first.
        actions.writer.finish()
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
            self.dataLoadTimer = MainLoopTimer.once(after: 0) { [weak self] in self?.actions.restoreDraft() }
            self.listLoadTimer = MainLoopTimer.whenIdle { [weak self] in
                self?.entries.reload()
                self?.batches.bar.refresh()
                self?.sync?.start()
            }
        }
        // Back in the window after an import in a terminal (or a save in a second window on the
        // same file): the list shows what the database holds now.
        window.onNotify("is-active") { [weak self] in
            guard let self, self.window.isActive else { return }
            self.entries.reloadIfChangedElsewhere()
            // A batch opened, closed or corrected from the command line meanwhile.
            self.batches.bar.refresh()
        }
    }
    private var dataLoadTimer: MainLoopTimer?

    /// Back from another window opened from the main menu (Preferences, About, Keyboard
    /// Shortcuts): the focus GTK gives back is the menu's button, no place for the next key; it
    /// goes back to the form's field last used, or to Name (the saved entries keep theirs).
    func focusBackInForm() {
        guard !screen.widget.containsFocus, !entries.widget.containsFocus else { return }
        if lastFormFocus?.restore() != true { screen.focusFirstField() }
    }

    /// Scrolls the form to its focused field now (the gallery: once a theme changed its sizes).
    func showFocusedField() { layout.showFocusedField() }

    /// Set once the window may close without asking again.
    private var closing = false
    private var listLoadTimer: MainLoopTimer?
    private var hasBeenMapped = false

    func newEntry() {
        batches.stopVerification(clearing: screen)
        leaveShownEntry { [weak self] savedFirst in
            self?.screen.clear()
            self?.layout.scrollFormToTop()
            if !savedFirst { self?.banner.hide() }
            self?.actions.restoreNextWaitingDraft()
        }
    }

    /// Opens a saved entry for editing.
    func open(_ entry: SavedEntry) {
        batches.stopVerification(clearing: screen)
        leaveShownEntry { [weak self] savedFirst in
            guard let self else { return }
            // Read again: saving the form first may just have changed this very entry.
            guard let current = savedFirst ? try? self.store.entry(id: entry.id) : entry else { return }
            self.screen.edit(current)
            // Its title and history first, wherever the form was scrolled to.
            self.layout.scrollFormToTop()
            // "Saved entry for ..." stays up when the dialog's Save just happened.
            if !savedFirst { self.banner.hide() }
            self.offerOverwrittenVersion(of: current)
            self.showHistory(of: current)
        }
    }

    /// Runs `next` (which replaces what the form shows) once the entry on screen is saved or
    /// the person chose to discard it; asks first when it has unsaved changes. `next` is told
    /// whether the form was saved on the way.
    private func leaveShownEntry(then next: @escaping @MainActor (_ savedFirst: Bool) -> Void) {
        guard !actions.isSaving else {
            // The form still shows the entry being stored: once that is done, it is a new form.
            actions.afterCurrentSave { [weak self] in self?.leaveShownEntry(then: next) }
            return
        }
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
                // Saved: the form was cleared. Not saved (a field to fix, a database error): the
                // form stays, with the problem shown, and nothing replaces it.
                self.actions.afterNextSave = { saved in if saved { next(true) } }
                self.screen.save()
                // Nothing was handed over to save (a field to fix): nothing waits for it.
                self.actions.afterNextSave = nil
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

    /// The sign-in question while it is up (`MainWindow+Operator`).
    var signIn: OperatorSignInDialog?
    /// `[desk] sign-in-pin`: checks an operator's PIN (nil: the desk asks none).
    var operatorPINCheck: OperatorPINCheck?

    /// The statistics window while it is open.
    var statistics: StatisticsWindow?
    /// The form's field Ctrl+F left for the saved entries: Escape goes back to it.
    private var formFocusBeforeSearch: SavedFocus?
    /// The form's field focused last.
    private var lastFormFocus: SavedFocus?
    /// The operator's keystrokes, counted for their statistics (nil: not counted).
    var keystrokes: KeystrokeCounter?

    /// Whether the window is too narrow for the saved entries beside the form (they fold away).
    var isSidebarFolded: Bool { layout.isFolded }

    func focusSearch() {
        if screen.widget.containsFocus { formFocusBeforeSearch = SavedFocus(of: window) }
        // A narrow window has folded the saved entries away: Ctrl+F opens them.
        layout.showSidebar(true)
        _ = entries.search.focus()
    }

    /// The export's file question while it is up, and the export running (`MainWindow+Export`).
    var exportChooser: FileChooser?
    /// Import… (the main menu, Ctrl+I): a file, its columns, then the import in the background.
    private(set) lazy var deskImport: DeskImport = {
        let deskImport = DeskImport(
            parent: window, store: store, banner: banner, allowsNegative: screen.amountInput.allowsNegative,
            currencyCodes: screen.amountInput.selectableCurrencyCodes
                ?? (currencies?.currencies.map(\.code).sorted() ?? []),
            form: screen.form, country: DeskDefaults.country(UserLocale.current),
            currency: DeskDefaults.currency(UserLocale.current, currencies))
        deskImport.onImported = { [weak self] in self?.entries.showAll() }
        return deskImport
    }()
    var runningExport: BackgroundExport?

    func showShortcuts() {
        guard let shortcuts = DeskShortcuts.window(parent: window) else { return }
        shortcuts.window.onCloseRequest { [weak self] in
            self?.focusBackInForm()
            return false
        }
        self.shortcuts = shortcuts
        shortcuts.present()
    }
}
