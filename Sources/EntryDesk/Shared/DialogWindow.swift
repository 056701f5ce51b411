import EntryWidgets
import GtkKit

/// The chrome of a small modal dialog over the desk's window: its title as the heading of a
/// message-dialog box, Escape and the title bar's close button both calling `onDismiss`
/// (which closes the dialog or not, as it decides; unset, they do nothing), and closing it
/// once, the focus given back to the desk.
@MainActor
final class DialogWindow {
    let window = Window()
    /// The dialog's content goes here, under the heading.
    let box = Box(.vertical, spacing: 0, role: .dialog)
    /// Escape, or the title bar's close button.
    var onDismiss: (@MainActor () -> Void)?
    /// Closed: what answers late (a PIN check, a write) leaves it alone.
    private(set) var isClosed = false
    /// Given the focus back when the dialog closes: with no window manager (a kiosk session, a
    /// test display) nobody else does, and the operator's next key would go nowhere.
    private weak var parent: Window?

    /// The width a small dialog opens at (`theme.size.dialog.width`): its sentences wrap to it.
    static var width: Int { ThemeTokens.pixels("theme.size.dialog.width") ?? -1 }

    init(title: String, parent: Window) {
        self.parent = parent
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
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, _ in
            guard key == .escape else { return false }
            self?.onDismiss?()
            return true
        }
        window.addController(keys)
    }

    /// Destroys the dialog, once, and gives the focus back to the window under it.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        window.destroy()
        parent?.present()
    }

    /// Shows `message` under the field it concerns and puts the focus there.
    func refuse(_ message: String, in input: TextInput) {
        input.errorText = message
        _ = input.focus()
    }
}
