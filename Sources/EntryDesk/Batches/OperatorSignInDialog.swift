import EntryStore
import EntryWidgets
import GtkKit
import Localization

/// `[desk] sign-in = yes`: at start the operator types their operator ID (Enter signs in);
/// each entry's history then says who keyed and changed it. Escape or Quit ends the desk
/// instead: nothing is keyed in nobody's name.
@MainActor
final class OperatorSignInDialog {
    private let dialog: DialogWindow
    var window: Window { dialog.window }
    let idInput = TextInput(labelPrimaryText: tr("Operator ID"))
    private let signedIn: @MainActor (OperatorStamp) -> Void
    private let quit: @MainActor () -> Void
    private weak var parent: Window?
    private var finished = false

    init(parent: Window, signedIn: @escaping @MainActor (OperatorStamp) -> Void, quit: @escaping @MainActor () -> Void) {
        dialog = DialogWindow(title: tr("Sign in"), parent: parent)
        self.parent = parent
        self.signedIn = signedIn
        self.quit = quit
        dialog.onDismiss = { [weak self] in self?.finish(signedIn: nil) }
        idInput.isRequired = true
        idInput.returnAction = .submit
        idInput.onSubmit = { [weak self] in self?.submit() }
        let quitButton = Button(label: tr("_Quit"), mnemonic: true)
        let signIn = Button(label: tr("_Sign in"), mnemonic: true)
        signIn.addCSSClass("suggested-action")
        dialog.box.append(idInput.widget)
        dialog.box.append(ButtonRow.make([quitButton, signIn], cssClass: "message-dialog-buttons"))
        window.setDefaultWidget(signIn)
        quitButton.onClicked { [weak self] in self?.finish(signedIn: nil) }
        signIn.onClicked { [weak self] in self?.submit() }
    }

    func present() {
        window.present()
        _ = idInput.focus()
    }

    private func submit() {
        let stamp = OperatorStamp(idInput.text)
        guard !stamp.id.isEmpty, stamp.id.count <= 64 else {
            idInput.errorText = tr("Type your operator ID (up to 64 characters).")
            _ = idInput.focus()
            return
        }
        finish(signedIn: stamp)
    }

    private func finish(signedIn stamp: OperatorStamp?) {
        guard !finished else { return }
        finished = true
        window.destroy()
        if let stamp {
            // Back to the form: with no window manager nobody else gives the focus back.
            parent?.present()
            signedIn(stamp)
        } else {
            quit()
        }
    }
}
