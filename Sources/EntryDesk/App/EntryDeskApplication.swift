import EntryWidgets
import Foundation
import GtkKit

/// The running GUI: one GtkApplication, one main window, raised again on a second launch.
@MainActor
public final class EntryDeskApplication {
    private let application: Application
    private let options: LaunchOptions
    private let themes = ThemeManager()
    private var mainWindow: MainWindow?
    private var startupReportTimer: MainLoopTimer?

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
        let themeError = themes.apply(options.themes)
        let window = MainWindow(application: application)
        mainWindow = window
        if let themeError {
            window.banner.show("\(themeError.description)\nThe default theme is used instead.", kind: .error)
        }
        if ProcessInfo.processInfo.environment["ENTRYDESK_BENCH_EXIT_ON_MAP"] == "1" {
            reportStartupAndQuit(when: window)
        }
        window.present()
    }

    /// For the start-up benchmark: print "mapped <peak RSS kB>" once the window is on screen, then quit.
    private func reportStartupAndQuit(when window: MainWindow) {
        window.window.onMap { [weak self] in
            self?.startupReportTimer = MainLoopTimer.once(after: 0) {
                GtkRuntime.writeStandardOutput("mapped \(PeakMemory.residentKilobytes() ?? -1)\n")
                self?.application.quit()
            }
        }
    }

    private func installActions() {
        application.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in
            self?.application.quit()
        }
    }
}
