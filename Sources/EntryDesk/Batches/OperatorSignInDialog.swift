import EntryStore
import EntryWidgets
import GtkKit
import Localization

/// `[desk] sign-in = yes`: at start the operator types their operator ID (Enter signs in);
/// each entry's history then says who keyed and changed it. With `[desk] sign-in-pin = yes`
/// their PIN too (`entrydesk operator set-pin`), checked off the main thread. Escape or Quit
/// ends the desk instead: nothing is keyed in nobody's name. Asked later (a second keying on a
/// desk without sign-in must know who verifies), Escape or Cancel just leaves it unasked.
@MainActor
final class OperatorSignInDialog {
    private let dialog: DialogWindow
    var window: Window { dialog.window }
    let idInput = TextInput(labelPrimaryText: tr("Operator ID"))
    /// The PIN, when the desk asks one (nil: it does not).
    private let pin: OperatorPINField?
    var pinInput: TextInput? { pin?.input }
    private let signedIn: @MainActor (OperatorStamp) -> Void
    private let leave: @MainActor () -> Void

    init(
        parent: Window, title: String = tr("Sign in"), checkingPIN checkPIN: OperatorPINCheck? = nil,
        signedIn: @escaping @MainActor (OperatorStamp) -> Void,
        leaveLabel: String = tr("_Quit"), leave: @escaping @MainActor () -> Void
    ) {
        dialog = DialogWindow(title: title, parent: parent)
        pin = checkPIN.map { OperatorPINField(checking: $0) }
        self.signedIn = signedIn
        self.leave = leave
        dialog.onDismiss = { [weak self] in self?.finish(signedIn: nil) }
        idInput.isRequired = true
        // Enter goes from the ID to the PIN, as in the form, and signs in from the last field.
        dialog.chain([idInput] + [pinInput].compactMap { $0 }) { [weak self] in self?.submit() }
        let leaveButton = Button(label: leaveLabel, mnemonic: true)
        let signIn = Button(label: tr("_Sign in"), mnemonic: true)
        signIn.addCSSClass("suggested-action")
        dialog.box.append(idInput.widget)
        if let pinInput { dialog.box.append(pinInput.widget) }
        dialog.box.append(ButtonRow.make([leaveButton, signIn], cssClass: "message-dialog-buttons"))
        window.setDefaultWidget(signIn)
        leaveButton.onClicked { [weak self] in self?.finish(signedIn: nil) }
        signIn.onClicked { [weak self] in self?.submit() }
    }

    /// Where the operator's next key belongs once signed in (see `DialogWindow.focusAfterClose`).
    var focusAfterClose: (@MainActor () -> Bool)? {
        get { dialog.focusAfterClose }
        set { dialog.focusAfterClose = newValue }
    }

    func present() {
        window.present()
        _ = idInput.focus()
    }

    private func submit() {
        guard pin?.isChecking != true else { return }
        let stamp = OperatorStamp(idInput.text)
        guard !stamp.id.isEmpty, stamp.id.count <= 64 else {
            idInput.errorText = tr("Type your operator ID (up to 64 characters).")
            _ = idInput.focus()
            return
        }
        guard let pin else { return finish(signedIn: stamp) }
        pin.verify(as: stamp, in: dialog) { [weak self] in self?.finish(signedIn: stamp) }
    }

    private func finish(signedIn stamp: OperatorStamp?) {
        guard !dialog.isClosed else { return }
        dialog.close()
        if let stamp { signedIn(stamp) } else { leave() }
    }
}
