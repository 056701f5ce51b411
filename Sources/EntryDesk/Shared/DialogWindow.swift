import EntryWidgets
import GtkKit

/// The chrome of a small modal dialog over the desk's window: its title as the heading of a
/// message-dialog box, and Escape and the title bar's close button both calling `onDismiss`
/// (which destroys the window or not, as the dialog decides; unset, they do nothing).
@MainActor
final class DialogWindow {
    let window = Window()
    /// The dialog's content goes here, under the heading.
    let box = Box(.vertical, spacing: 0, role: .dialog)
    /// Escape, or the title bar's close button.
    var onDismiss: (@MainActor () -> Void)?

    init(title: String, parent: Window) {
        window.title = title
        window.setTransient(for: parent)
        window.isModal = true
        // Sentences wrap to it rather than stretch the dialog across the screen.
        window.setDefaultSize(width: ThemeTokens.pixels("theme.size.dialog.width") ?? -1, height: -1)
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
}
