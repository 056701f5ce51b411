import EntryWidgets
import GtkKit

/// The chrome of a small modal dialog over the desk's window: its title as the heading of a
/// message-dialog box, Escape and the title bar's close button both calling `onDismiss`
/// (which closes the dialog or not, as it decides; unset, they do nothing), and closing it
/// once, the focus given back to the desk. Keys typed ahead land where they belong
/// (`ModalKeyRouting`, `waitForAnswer`), and Enter goes from field to field (`chain`).
@MainActor
final class DialogWindow {
    let window = Window()
    /// The dialog's content goes here, under the heading.
    let box = Box(.vertical, spacing: 0, role: .dialog)
    /// Escape, or the title bar's close button.
    var onDismiss: (@MainActor () -> Void)?
    /// Closed: what answers late (a PIN check, a write) leaves it alone.
    var isClosed: Bool { keys.isClosed }
    /// Puts the focus where the operator's next key belongs once the dialog has closed; when it
    /// is unset or answers false, the focus goes back where it was when the dialog opened.
    var focusAfterClose: (@MainActor () -> Bool)?
    private let focusBefore: SavedFocus
    private let keys: ModalKeyRouting
    /// Keys typed while the dialog waits for an answer (a write, a PIN check): they go where the
    /// answer leads, the next field of the dialog or the window under it.
    private var keysWhileWaiting: TypeAhead.Hold?

    /// The width a small dialog opens at (`theme.size.dialog.width`): its sentences wrap to it.
    static var width: Int { ThemeTokens.pixels("theme.size.dialog.width") ?? -1 }

    init(title: String, parent: Window) {
        focusBefore = SavedFocus(of: parent)
        keys = ModalKeyRouting(modal: window, parent: parent)
        window.title = title
        window.setTransient(for: parent)
        window.isModal = true
        window.setDefaultSize(width: Self.width, height: -1)
        box.addCSSClass("message-dialog")
        box.setAccessibleLabel(title)
        let heading = Label(title)
        heading.addCSSClass("page-title")
        heading.xalign = 0
        box.append(heading)
        window.setChild(box)
        window.onCloseRequest { [weak self] in
            self?.onDismiss?()
            return true
        }
        let escape = KeyController()
        escape.onKeyPressed { [weak self] key, _ in
            guard key == .escape else { return false }
            self?.onDismiss?()
            return true
        }
        window.addController(escape)
    }

    /// Enter goes from each of `inputs` to the next, in the turn of the key, and calls `submit`
    /// from the last one (as in the form: Enter never submits a half-filled dialog).
    func chain(_ inputs: [TextInput], submit: @escaping @MainActor () -> Void) {
        for (input, next) in zip(inputs, inputs.dropFirst()) {
            input.returnAction = .next
            input.nextInput = next
        }
        inputs.last?.returnAction = .submit
        inputs.last?.onSubmit = submit
    }

    /// Holds the keys typed from now until `close()` or a refusal: a submit whose answer comes
    /// later (a write, a PIN check) calls it, so that what is typed meanwhile lands where the
    /// answer leads rather than in the field submitted.
    func waitForAnswer() {
        keysWhileWaiting?.end()
        let limit = ThemeTokens.milliseconds("theme.duration.typeahead.answer-limit") ?? 0
        keysWhileWaiting = TypeAhead.hold(near: box, atMost: .milliseconds(limit))
    }

    /// Closes the dialog, once, and gives the focus back to the window under it (`focusAfterClose`
    /// says where); keys typed meanwhile follow it there.
    func close() {
        keys.close { if focusAfterClose?() != true { focusBefore.restore() } }
        guard keysWhileWaiting != nil else { return keys.destroyNow() }
        // Held keys go back on the dialog's queue, in order, and from there to the window under it.
        stopWaiting()
        keys.destroyWhenKeysHaveGone()
    }

    /// Shows `message` under the field it concerns and puts the focus there; keys typed while
    /// the answer came go there too.
    func refuse(_ message: String, in input: TextInput) {
        input.errorText = message
        _ = input.focus()
        stopWaiting()
    }

    private func stopWaiting() {
        keysWhileWaiting?.end()
        keysWhileWaiting = nil
    }
}
