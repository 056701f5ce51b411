import GtkKit
import Localization

/// Asks what becomes of the entry on screen before another takes its place (an entry opened
/// from the list, or New): save it, discard it, or keep editing. Enter saves, Escape keeps
/// editing: no key an operator presses out of habit throws typing away.
@MainActor
final class UnsavedEntryDialog {
    enum Choice { case save, discard, keepEditing }

    /// The dialog's window (the gallery and the contrast test render it).
    let window = Window()
    private let saveButton = Button(label: tr("_Save"), mnemonic: true)
    private var onChoice: (@MainActor (Choice) -> Void)?

    init(parent: Window, isEditingSavedEntry: Bool, onChoice: @escaping @MainActor (Choice) -> Void) {
        self.onChoice = onChoice
        let question = isEditingSavedEntry ? tr("Save the changes to this entry?") : tr("Save the entry you are typing?")
        let detail =
            isEditingSavedEntry
            ? tr("The entry on screen has changes that are not saved yet.")
            : tr("The new entry on screen is not saved yet.")
        window.title = tr("Unsaved entry")
        window.setTransient(for: parent)
        window.isModal = true
        window.setDefaultSize(width: DialogWindow.width, height: -1)
        let box = Box(.vertical, spacing: 0, role: .dialog)
        box.addCSSClass("message-dialog")
        box.setAccessibleLabel(question)
        box.setAccessibleDescription(detail)
        let heading = Label(question)
        heading.addCSSClass("page-title")
        heading.xalign = 0
        heading.wraps = true
        let body = Label(detail)
        body.xalign = 0
        body.wraps = true
        let keepEditing = Button(label: tr("_Keep editing"), mnemonic: true)
        let discard = Button(label: tr("_Discard"), mnemonic: true)
        saveButton.addCSSClass("suggested-action")
        let buttons = ButtonRow.make([keepEditing, discard, saveButton], cssClass: "message-dialog-buttons")
        box.append(heading)
        box.append(body)
        box.append(buttons)
        window.setChild(box)
        window.setDefaultWidget(saveButton)

        keepEditing.onClicked { [weak self] in self?.finish(.keepEditing) }
        discard.onClicked { [weak self] in self?.finish(.discard) }
        saveButton.onClicked { [weak self] in self?.finish(.save) }
        // The title bar's close button: keep editing (finish destroys the window itself).
        window.onCloseRequest { [weak self] in
            self?.finish(.keepEditing)
            return true
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, _ in
            guard key == .escape else { return false }
            self?.finish(.keepEditing)
            return true
        }
        window.addController(keys)
    }

    func present() {
        window.present()
        _ = saveButton.grabFocus()
    }

    /// Closes the dialog and reports the choice, once.
    private func finish(_ choice: Choice) {
        guard let onChoice else { return }
        self.onChoice = nil
        window.destroy()
        onChoice(choice)
    }
}
