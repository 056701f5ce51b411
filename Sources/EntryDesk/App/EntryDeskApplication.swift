import GtkKit

/// The running GUI: one GtkApplication, one main window, raised again on a second launch.
@MainActor
public final class EntryDeskApplication {
    private let application: Application
    private let options: LaunchOptions
    private var mainWindow: MainWindow?

    /// An application for the given launch options.
    public init(options: LaunchOptions) {
        self.options = options
        application = Application(id: AppIdentity.applicationID, options: options.separateInstance ? .nonUnique : [])
        application.onActivate { [weak self] in self?.activate() }
        installActions()
    }

    /// Runs the GUI until the last window closes; returns the exit status.
    public func run() -> Int32 { application.run() }

    private func activate() {
        // A second launch of a single-instance app activates this process again: raise the window.
        if let mainWindow {
            mainWindow.present()
            return
        }
        let window = MainWindow(application: application)
        mainWindow = window
        window.present()
    }

    private func installActions() {
        application.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in
            self?.application.quit()
        }
    }
}
