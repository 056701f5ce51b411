import EntryForm
import EntryStore
import Foundation
import EntryWidgets
import GtkKit
import Localization

/// Batches at the desk, by keyboard: Ctrl+B opens one (`OpenBatchDialog`), Ctrl+Shift+B closes
/// the open one when it balances or a supervisor lets it (`BatchOverrideDialog`), Ctrl+Shift+L
/// lists them all (`BatchesWindow`), Ctrl+T says its figures to a screen reader, Ctrl+Shift+V
/// verifies a closed one by a second keying (`BatchVerification`). The figures stay in view in
/// the `BatchBar`; each entry saved while a batch is open joins it (`EntryActions`).
@MainActor
final class DeskBatches {
    let bar: BatchBar
    /// The batch bar and, during a verification, what to key or the mismatch it stopped at:
    /// above New and Save.
    let widget = Box(.vertical, spacing: 0)
    /// Made at the first verification: nothing only a second keying shows is built before the
    /// window maps.
    private lazy var verificationPanel: VerificationPanel = {
        let panel = VerificationPanel()
        widget.append(panel.widget)
        return panel
    }()
    private let writer: StoreWriter
    private let banner: Banner
    private let parent: Window
    private var dialog: OpenBatchDialog?
    private var overrideDialog: BatchOverrideDialog?
    private var batchList: BatchesWindow?
    /// Called after a second keying changed an entry (verified it, and maybe corrected it).
    var onEntriesChanged: (@MainActor () -> Void)?
    /// Puts the focus on a new entry's first field, unless the form holds one being typed
    /// (false: the focus then goes back where it was).
    var focusNewEntry: (@MainActor () -> Bool)?
    /// After a batch was opened or closed here: the team server is told.
    var onBatchesChanged: (@MainActor () -> Void)?
    /// The second keying under way (nil: the form keys new entries).
    private(set) var verification: BatchVerification?

    init(bar: BatchBar, writer: StoreWriter, banner: Banner, parent: Window) {
        self.bar = bar
        self.writer = writer
        self.banner = banner
        self.parent = parent
        widget.append(bar.widget)
    }

    /// Ctrl+Shift+V: the second keying of the batch waiting for it (`batchAwaitingVerification`),
    /// in `screen`, by `verifier`.
    func verifyWaitingBatch(in screen: EntryScreen, summary: EntrySummary, by verifier: OperatorStamp) {
        guard verification == nil else { return }
        readWaitingBatch { [weak self] batch, keyers in
            guard let self, self.verification == nil else { return }
            guard verifier.id.isEmpty || !keyers.contains(verifier.id) else {
                // Translators: %1$@ is the operator ID signed in, %2$@ the batch's name.
                return self.say(
                    LocalizedFormat.fill(tr("%1$@ keyed entries of batch %2$@: another operator verifies it."), verifier.id, batch.name),
                    kind: .warning)
            }
            let verification = BatchVerification(
                batch: batch, screen: screen, writer: self.writer, banner: self.banner,
                panel: self.verificationPanel, summary: summary, verifier: verifier)
            verification.onFinished = { [weak self] in self?.verification = nil }
            verification.onVerified = { [weak self] in self?.onEntriesChanged?() }
            self.verification = verification
            verification.start()
        }
    }

    /// The closed batch waiting for its second keying and the operators who keyed it, handed to
    /// `found`; when there is none (or it cannot be read) the banner says so.
    func readWaitingBatch(_ found: @escaping @MainActor (Batch, Set<String>) -> Void) {
        writer.write(
            { store -> (Batch, Set<String>)? in
                try store.batches.awaitingVerification().map { ($0, try store.batches.keyers(of: $0)) }
            },
            then: { [weak self] result in
                guard let self else { return }
                switch result {
                case let .success((batch, keyers)?):
                    found(batch, keyers)
                case .success(nil):
                    self.say(tr("No closed batch is waiting for verification."), kind: .warning)
                case let .failure(error):
                    self.say(LocalizedFormat.fill(tr("The batch waiting for verification cannot be read: %@"), "\(error)"), kind: .error)
                }
            })
    }

    /// Whether a verification stopped at a mismatch waits for the verifier's choice.
    var showsMismatch: Bool { verification != nil && verificationPanel.showsMismatch }

    /// Leaves the second keying (another entry opened, a new one started); what was verified stays.
    func stopVerification(clearing screen: EntryScreen) {
        guard let verification else { return }
        verification.stop()
        self.verification = nil
        // The form holds a half-keyed verification, not an entry: nothing of it is saved.
        screen.clear()
    }

    /// Ctrl+B: the batch is opened by `who`, the operator signed in; its second keying may
    /// check the office fields of `form` (the form in force) beside the built-in ones.
    func showOpenDialog(by who: OperatorStamp, form: FormDefinition) {
        if let open = bar.progress?.batch {
            // Translators: %@ is the open batch's name.
            return banner.show(
                LocalizedFormat.fill(tr("Batch %@ is still open: close it first (Ctrl+Shift+B)."), open.name),
                kind: .warning, autoHideAfter: 6000)
        }
        let dialog = OpenBatchDialog(parent: parent, form: form) { [weak self] request in self?.open(request, by: who) }
        dialog.focusAfterClose = { [weak self] in self?.focusNewEntry?() ?? false }
        self.dialog = dialog
        dialog.present()
    }

    private func open(_ request: OpenBatchDialog.Request, by who: OperatorStamp) {
        writer.write(
            { store in
                try store.batches.open(
                    named: request.name, expectedCount: request.expectedCount, expectedTotals: request.expectedTotals, by: who,
                    verifiedFields: request.verifiedFields)
            },
            then: { [weak self] result in
                guard let self, let dialog = self.dialog else { return }
                switch result {
                case let .success(batch):
                    dialog.close()
                    self.dialog = nil
                    self.bar.refresh()
                    self.onBatchesChanged?()
                    // Translators: %@ is the batch's name.
                    self.banner.show(
                        LocalizedFormat.fill(tr("Batch %@ is open: the entries you save now belong to it."), batch.name),
                        kind: .success, autoHideAfter: 6000)
                case let .failure(BatchError.nameTaken(name)):
                    // Translators: %@ is the name typed for a new batch.
                    dialog.refuse(LocalizedFormat.fill(tr("A batch named %@ exists already."), name), in: dialog.nameInput)
                case let .failure(BatchError.invalid(reason)):
                    dialog.refuse(reason, in: dialog.totalsInput)
                case let .failure(error):
                    dialog.refuse(LocalizedFormat.fill(tr("The batch could not be opened: %@"), "\(error)"), in: dialog.nameInput)
                }
            })
    }

    /// Ctrl+Shift+B: closes the open batch if it balances; otherwise says by how much it does not,
    /// and its "Supervisor override" button (Alt+O) asks a supervisor other than `signedIn`
    /// (with their PIN when `checkPIN` is set) and a reason to close it anyway.
    func closeOpenBatch(signedIn: OperatorStamp, checkingPIN checkPIN: OperatorPINCheck?) {
        guard let open = bar.progress?.batch else { return sayNoBatch() }
        close(open.name, override: nil) { [weak self] progress in
            guard let self else { return }
            let refusal = self.refusal(of: progress)
            self.banner.show(
                refusal, kind: .warning,
                action: (
                    label: tr("Supervisor _override…"),
                    run: { [weak self] in
                        self?.askOverride(of: open.name, refusal: refusal, signedIn: signedIn, checkingPIN: checkPIN)
                    }
                ))
        }
    }

    /// Why the batch does not close: its figures, and what to do.
    func refusal(of progress: BatchProgress) -> String {
        // Translators: %1$@ is the batch's name, %2$@ its figures ("2 of 3 entries; €149.00 of €150.00, difference -€1.00").
        LocalizedFormat.fill(
            tr("Batch %1$@ does not balance: %2$@. Correct the entries, or a supervisor closes it with a reason."),
            progress.batch.name, bar.figures(of: progress).joined(separator: "; "))
    }

    private func askOverride(of name: String, refusal: String, signedIn: OperatorStamp, checkingPIN checkPIN: OperatorPINCheck?) {
        let dialog = BatchOverrideDialog(parent: parent, refusal: refusal, signedIn: signedIn, checkingPIN: checkPIN) {
            [weak self] override in
            self?.close(name, override: override) { _ in }
        }
        overrideDialog = dialog
        dialog.present()
    }

    /// Closes batch `name` (with `override` when it does not balance); `unbalanced` is told
    /// the figures of one that does not and has no override.
    private func close(_ name: String, override: BatchOverride?, unbalanced: @escaping @MainActor (BatchProgress) -> Void) {
        writer.write(
            { store in try store.batches.close(named: name, override: override) },
            then: { [weak self] result in
                guard let self else { return }
                self.bar.refresh()
                if case .success = result {
                    self.overrideDialog?.close()
                    self.overrideDialog = nil
                }
                switch result {
                case let .success(closed) where closed.batch.override != nil:
                    self.onBatchesChanged?()
                    // Translators: %1$@ is the batch's name, %2$@ the supervisor's operator ID.
                    self.say(
                        LocalizedFormat.fill(
                            tr("Batch %1$@ is closed without balancing, by %2$@."), name, closed.batch.override?.supervisor ?? ""),
                        kind: .success)
                case .success:
                    self.onBatchesChanged?()
                    // Translators: %@ is the batch's name.
                    self.say(LocalizedFormat.fill(tr("Batch %@ is closed: it balances."), name), kind: .success)
                case let .failure(BatchError.doesNotBalance(progress)):
                    unbalanced(progress)
                case let .failure(error):
                    let message = LocalizedFormat.fill(tr("The batch could not be closed: %@"), "\(error)")
                    if let dialog = self.overrideDialog, !dialog.isClosed { return dialog.refuse(message, in: dialog.supervisorInput) }
                    self.say(message, kind: .error)
                }
            })
    }

    /// Ctrl+Shift+L: every batch, to reopen one, send it to verification, or export it
    /// (`export`, over the desk).
    func showBatchList(exporting export: @escaping @MainActor (Batch) -> Void) {
        let list = BatchesWindow(parent: parent, writer: writer, verifyingHere: verification?.batch.id) { [bar] progress in
            bar.figures(of: progress)
        }
        list.onReopened = { [weak self] batch in
            guard let self else { return }
            self.bar.refresh()
            self.onBatchesChanged?()
            // Translators: %@ is the batch's name.
            self.say(LocalizedFormat.fill(tr("Batch %@ is open again: the entries you save now belong to it."), batch.name), kind: .success)
        }
        list.onSentToVerification = { [weak self] in self?.onBatchesChanged?() }
        list.onExport = export
        batchList = list
        list.load { [weak list] in list?.present() }
    }

    /// Ctrl+T: the open batch's name, count, totals and differences, said where focus is.
    func speakFigures() {
        guard let figures = bar.spokenSummary else { return sayNoBatch() }
        Announcer.announce(figures, near: bar.widget)
    }

    private func sayNoBatch() {
        say(tr("No batch is open. Ctrl+B opens one."), kind: .warning)
    }

    /// In the banner, which a screen reader says too.
    private func say(_ message: String, kind: Banner.Kind) {
        banner.show(message, kind: kind, autoHideAfter: kind == .success ? 6000 : nil)
    }
}
