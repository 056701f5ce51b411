import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// A batch that does not balance, closed anyway by a supervisor: the dialog says by how much it
/// does not, then asks the supervisor's operator ID (with their PIN when the desk asks PINs)
/// and the reason, both recorded with the batch (`BatchOverride`). By keyboard alone: Enter goes
/// from field to field and closes the batch from the last, Escape leaves it open.
@MainActor
final class BatchOverrideDialog {
    private let dialog: DialogWindow
    var window: Window { dialog.window }
    let supervisorInput = TextInput(labelPrimaryText: tr("Supervisor ID"))
    /// The supervisor's PIN, when the desk asks PINs (nil: it does not).
    private let pin: OperatorPINField?
    var pinInput: TextInput? { pin?.input }
    let reasonInput = TextInput(
        labelPrimaryText: tr("Reason"),
        helperText: tr("Recorded with the batch, like: slip 17 torn, amount unreadable."))
    /// The operator signed in at the desk ("" with no sign-in): not the one to override.
    private let signedIn: OperatorStamp
    /// Asked to close the batch: the caller closes the dialog once it is closed, or `refuse`s.
    private let closeBatch: @MainActor (BatchOverride) -> Void
    /// Closed (the batch closed, or left open): its fields take no more messages.
    var isClosed: Bool { dialog.isClosed }

    init(
        parent: Window, refusal: String, signedIn: OperatorStamp, checkingPIN checkPIN: OperatorPINCheck?,
        closeBatch: @escaping @MainActor (BatchOverride) -> Void
    ) {
        dialog = DialogWindow(title: tr("Close without balancing"), parent: parent)
        self.signedIn = signedIn
        self.closeBatch = closeBatch
        pin = checkPIN.map { OperatorPINField(checking: $0) }
        dialog.onDismiss = { [weak self] in self?.close() }
        let message = Label(refusal)
        message.xalign = 0
        message.wraps = true
        supervisorInput.isRequired = true
        reasonInput.isRequired = true
        reasonInput.maxLength = Self.longestReason
        dialog.chain([supervisorInput, pinInput, reasonInput].compactMap { $0 }) { [weak self] in self?.submit() }
        let cancel = Button(label: tr("_Cancel"), mnemonic: true)
        let closeAnyway = Button(label: tr("Close _anyway"), mnemonic: true)
        closeAnyway.addCSSClass("destructive-action")
        dialog.box.append(message)
        for input in [supervisorInput, pinInput, reasonInput].compactMap({ $0 }) { dialog.box.append(input.widget) }
        dialog.box.append(ButtonRow.make([cancel, closeAnyway], cssClass: "message-dialog-buttons"))
        window.setDefaultWidget(closeAnyway)
        cancel.onClicked { [weak self] in self?.close() }
        closeAnyway.onClicked { [weak self] in self?.submit() }
    }

    /// A reason is a sentence or two, not a document.
    static let longestReason = 500

    func present() {
        window.present()
        _ = supervisorInput.focus()
    }

    /// Shows `message` under the field it concerns and puts the focus there.
    func refuse(_ message: String, in input: TextInput) { dialog.refuse(message, in: input) }

    func close() { dialog.close() }

    private func submit() {
        guard pin?.isChecking != true else { return }
        for input in [supervisorInput, pinInput, reasonInput].compactMap({ $0 }) { input.errorText = nil }
        let supervisor = OperatorStamp(supervisorInput.text)
        guard !supervisor.id.isEmpty, supervisor.id.count <= 64 else {
            return refuse(tr("Type the supervisor's operator ID (up to 64 characters)."), in: supervisorInput)
        }
        guard supervisor.id != signedIn.id else {
            // Translators: %@ is the operator ID signed in at the desk.
            return refuse(
                LocalizedFormat.fill(
                    tr("%@ is signed in at this desk: a supervisor gives the override with their own ID."),
                    supervisor.id), in: supervisorInput)
        }
        let reason = reasonInput.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty else { return refuse(tr("Type why the batch closes without balancing."), in: reasonInput) }
        let override = BatchOverride(supervisor: supervisor.id, reason: reason)
        guard let pin else {
            dialog.waitForAnswer()
            return closeBatch(override)
        }
        pin.verify(as: supervisor, in: dialog) { [weak self] in self?.closeBatch(override) }
    }
}
