import EntrySettings
import EntryStore
import EntryWidgets
import GtkKit
import Localization

/// An operator's PIN in a dialog, when the desk asks PINs (the sign-in, a supervisor's
/// override): bullets, no reveal button, not echoed by a screen reader; checked off the main
/// thread, with one message for an unknown ID and a wrong PIN, which tells a guesser neither.
@MainActor
final class OperatorPINField {
    let input = TextInput(labelPrimaryText: tr("PIN"), secret: true)
    private let check: OperatorPINCheck
    /// A check is under way: the dialog does not start another.
    private(set) var isChecking = false

    init(checking check: @escaping OperatorPINCheck) {
        self.check = check
        input.isRequired = true
        input.inputPurpose = .pin
        input.maxLength = AdminPIN.lengths.upperBound
    }

    /// Checks the PIN typed as `who`'s; `accepted` runs when it is theirs. A wrong one is
    /// emptied and refused under the field, which keeps the focus.
    func verify(as who: OperatorStamp, in dialog: DialogWindow, accepted: @escaping @MainActor () -> Void) {
        guard !isChecking else { return }
        isChecking = true
        dialog.waitForAnswer()
        check(who, input.text) { [weak self, weak dialog] right in
            guard let self, let dialog, !dialog.isClosed else { return }
            self.isChecking = false
            guard right else {
                self.input.text = ""
                return dialog.refuse(tr("Wrong operator ID or PIN."), in: self.input)
            }
            accepted()
        }
    }
}
