import EntryWidgets
import GtkKit
import Localization

/// A window in place of the desk while it cannot open: why EntryDesk cannot start (a database
/// it must not touch), or what it waits for (a database another program is writing to), with
/// Quit.
@MainActor
final class StartupMessageWindow {
    private let window: Window

    init(application: Application, title: String, message: String) {
        window = Window(application: application)
        window.title = AppIdentity.name
        window.setDefaultSize(width: 640, height: 320)
        let box = Box(.vertical, spacing: 0, role: .alert)
        box.addCSSClass("startup-error")
        box.setAccessibleLabel(title)
        let heading = Label(title)
        heading.addCSSClass("page-title")
        heading.xalign = 0
        let body = Label(message)
        body.wraps = true
        body.xalign = 0
        body.isSelectable = true
        let quit = Button(label: tr("_Quit"), mnemonic: true)
        quit.halign = .end
        quit.onClicked { [weak window] in window?.destroy() }
        box.append(heading)
        box.append(body)
        box.append(quit)
        window.setChild(box)
    }

    func present() { window.present() }

    /// Closes it (the desk has opened in its place).
    func close() { window.destroy() }
}
