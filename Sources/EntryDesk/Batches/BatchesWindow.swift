import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Every batch the desk knows (Ctrl+Shift+L), a supervisor's desk every operator's: its state,
/// who opened it, its count and totals against the expected ones, and its verification, a row
/// each read whole by a screen reader. The selected one can be reopened (Alt+R), sent to its
/// second keying (Alt+V) or exported (Alt+E). Escape closes it.
@MainActor
final class BatchesWindow {
    /// A batch's figures as the window shows them.
    struct Row {
        let progress: BatchProgress
        /// Entries verified of those in the batch, once it was sent to verification.
        let verification: (verified: Int, total: Int)?
        var batch: Batch { progress.batch }
    }

    private let dialog: DialogWindow
    var window: Window { dialog.window }
    private let table = FigureTable(
        name: tr("Batches"),
        titles: [
            tr("Batch"), tr("State"), tr("Opened by"), tr("Entries"), tr("Totals"), tr("Verification")
        ], firstFigureColumn: 3, whenEmpty: tr("No batches yet. Ctrl+B opens one."))
    /// What the last action did or why it could not, said to a screen reader too.
    private let status = Label()
    private let reopenButton = Button(label: tr("_Reopen"), mnemonic: true)
    private let verifyButton = Button(label: tr("Send to _verification"), mnemonic: true)
    private let exportButton = Button(label: tr("_Export…"), mnemonic: true)
    private let writer: StoreWriter
    /// The count and totals as the batch bar says them.
    private let figures: @MainActor (BatchProgress) -> [String]
    private var rows: [Row] = []
    /// The batch being keyed a second time at this desk: not reopened under the verifier.
    private let verifyingHere: UUID?
    private var isClosed: Bool { dialog.isClosed }

    /// A batch reopened here: the desk's open batch now.
    var onReopened: (@MainActor (Batch) -> Void)?
    /// A batch sent to verification: the team is told.
    var onSentToVerification: (@MainActor () -> Void)?
    /// Export… of a batch: the window is closed, the file is asked over the desk.
    var onExport: (@MainActor (Batch) -> Void)?

    init(parent: Window, writer: StoreWriter, verifyingHere: UUID? = nil, figures: @escaping @MainActor (BatchProgress) -> [String]) {
        dialog = DialogWindow(title: tr("Batches"), parent: parent)
        self.writer = writer
        self.verifyingHere = verifyingHere
        self.figures = figures
        dialog.onDismiss = { [weak self] in self?.close() }
        status.xalign = 0
        status.wraps = true
        status.isVisible = false
        let close = Button(label: tr("_Close"), mnemonic: true)
        close.addCSSClass("suggested-action")
        dialog.box.append(table.widget)
        dialog.box.append(status)
        let buttons = ButtonRow.make([reopenButton, verifyButton, exportButton, close], cssClass: "message-dialog-buttons")
        dialog.box.append(buttons)
        table.tabTarget = buttons
        window.setDefaultWidget(close)
        close.onClicked { [weak self] in self?.close() }
        reopenButton.onClicked { [weak self] in self?.reopenSelected() }
        verifyButton.onClicked { [weak self] in self?.sendSelectedToVerification() }
        exportButton.onClicked { [weak self] in
            guard let self, let batch = self.selected?.batch else { return }
            self.close()
            self.onExport?(batch)
        }
        table.onSelectionChanged { [weak self] in self?.updateButtons() }
    }

    /// Reads the batches off the main thread and shows them; `then` runs once they are.
    func load(then done: (@MainActor () -> Void)? = nil) {
        writer.write(
            { store -> [Row] in
                try store.batches.all().map { batch in
                    let started = batch.verificationStartedAt != nil
                    return Row(
                        progress: try store.batches.progress(of: batch),
                        verification: started ? try store.batches.verificationProgress(of: batch) : nil)
                }
            },
            then: { [weak self] result in
                guard let self, !self.isClosed else { return }
                switch result {
                case let .success(rows): self.show(rows)
                case let .failure(error): self.say(LocalizedFormat.fill(tr("The batches cannot be read: %@"), "\(error)"))
                }
                done?()
            })
    }

    func present() {
        window.present()
        table.focusSelectedRow()
    }

    func close() { dialog.close() }

    private var selected: Row? { table.selectedIndex.flatMap { rows.indices.contains($0) ? rows[$0] : nil } }

    private func show(_ rows: [Row]) {
        self.rows = rows
        table.show(rows.map(values(of:)))
        if window.isMapped { table.focusSelectedRow() }
        updateButtons()
    }

    private func values(of row: Row) -> [String] {
        let batch = row.batch
        let state: String
        if batch.isOpen {
            state = tr("open")
        } else if let override = batch.override {
            // Translators: a batch's state; %@ is the supervisor's operator ID.
            state = LocalizedFormat.fill(tr("closed by %@'s override"), override.supervisor)
        } else {
            state = tr("closed")
        }
        let said = figures(row.progress)
        let verification = row.verification.map {
            // Translators: %1$@ entries of a batch verified by a second keying, %2$@ of how many.
            LocalizedFormat.fill(tr("%1$@ of %2$@ verified"), formattedCount($0.verified), formattedCount($0.total))
        }
        return [
            batch.name, state, batch.openedBy.isEmpty ? "–" : batch.openedBy, said.first ?? "",
            said.dropFirst().joined(separator: " · "), verification ?? "–"
        ]
    }

    /// Reopen only a closed batch not being verified here; send one to verification once
    /// (closed, not sent yet).
    private func updateButtons() {
        let batch = selected?.batch
        reopenButton.isSensitive = batch.map { !$0.isOpen && $0.id != verifyingHere } ?? false
        verifyButton.isSensitive = batch.map { !$0.isOpen && $0.verificationStartedAt == nil } ?? false
        exportButton.isSensitive = batch != nil
    }

    private func reopenSelected() {
        guard let batch = selected?.batch, !batch.isOpen, batch.id != verifyingHere else { return }
        writer.write(
            { store in try store.batches.reopen(named: batch.name) },
            then: { [weak self] result in
                guard let self, !self.isClosed else { return }
                switch result {
                case let .success(reopened):
                    self.close()
                    self.onReopened?(reopened)
                case let .failure(BatchError.anotherIsOpen(open)):
                    // Translators: %@ is the open batch's name.
                    self.say(LocalizedFormat.fill(tr("Batch %@ is still open: close it first (Ctrl+Shift+B)."), open))
                case let .failure(error):
                    self.say(LocalizedFormat.fill(tr("The batch could not be reopened: %@"), "\(error)"))
                }
            })
    }

    private func sendSelectedToVerification() {
        guard let batch = selected?.batch, !batch.isOpen else { return }
        writer.write(
            { store in try store.batches.sendToVerification(batchNamed: batch.name, fields: batch.verifiedFields) },
            then: { [weak self] result in
                guard let self, !self.isClosed else { return }
                switch result {
                case .success:
                    self.onSentToVerification?()
                    self.load { [weak self] in
                        // Translators: %@ is the batch's name.
                        self?.say(
                            LocalizedFormat.fill(
                                tr("Batch %@ waits for its second keying: Ctrl+Shift+V takes it up at any desk."), batch.name))
                    }
                case let .failure(error):
                    self.say(LocalizedFormat.fill(tr("The batch could not be sent to verification: %@"), "\(error)"))
                }
            })
    }

    /// Under the table, and said where the focus is.
    private func say(_ message: String) {
        status.text = message
        status.isVisible = true
        Announcer.announce(message, near: status)
    }
}
