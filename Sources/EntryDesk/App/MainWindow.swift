import EntryWidgets
import GtkKit

/// The main window titled "EntryDesk".
@MainActor
final class MainWindow {
    let window: Window
    let banner = Banner()
    private let content: Box

    init(application: Application) {
        window = Window(application: application)
        window.title = AppIdentity.name
        window.setDefaultSize(width: 720, height: 820)
        window.addCSSClass("entrydesk-window")
        content = Box(.vertical, spacing: 0, role: .generic)
        content.addCSSClass("entrydesk-content")
        content.append(banner.widget)
        window.setChild(content)
    }

    func present() { window.present() }
}
