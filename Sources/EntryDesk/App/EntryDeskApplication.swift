import AddressSearch
import AmountKit
import EntryStore
import EntryWidgets
import Foundation
import GtkKit

/// The running GUI: one GtkApplication, one window (desk or kiosk), raised on a second launch.
@MainActor
public final class EntryDeskApplication {
    private let application: Application
    private let settings: AppSettings
    private let themes = ThemeManager()
    private var mainWindow: MainWindow?
    private var kiosk: KioskController?
    private var terminationSignals: TerminationSignals?
    private var errorWindow: StartupErrorWindow?
    private let preparation: StartupPreparation

    /// An application for the given settings; what its window needs starts loading at once.
    public init(settings: AppSettings) {
        self.settings = settings
        // GTK_DEBUG=interactive would open GTK's inspector, which edits any widget: not on a kiosk.
        if settings.isKiosk { unsetenv("GTK_DEBUG") }
        preparation = StartupPreparation(settings: settings)
        application = Application(id: AppIdentity.applicationID, options: settings.options.separateInstance ? .nonUnique : [])
        application.onActivate { [weak self] in self?.activate() }
    }

    /// Runs the GUI until the last window closes; returns the exit status.
    public func run() -> Int32 {
        // A kiosk started while EntryDesk already runs here would only raise that window (the
        // desk, with every saved entry): it says so and starts nothing.
        if settings.isKiosk, !settings.options.separateInstance, application.register(), application.isRemote {
            FileHandle.standardError.write(Data("entrydesk: EntryDesk is already running on this desktop; close it before starting the kiosk\n".utf8))
            return 2
        }
        return application.run()
    }

    /// Shows why EntryDesk cannot start (a broken configuration file) in a window of its own,
    /// for a person who launched it from the desktop menu and sees no terminal; returns 2.
    public static func showStartupError(_ message: String) -> Int32 {
        let application = Application(id: AppIdentity.applicationID, options: .nonUnique)
        var window: StartupErrorWindow?
        application.onActivate {
            window = StartupErrorWindow(application: application, title: "EntryDesk cannot start", message: message)
            window?.present()
        }
        _ = application.run()
        return 2
    }

    private func activate() {
        // A second launch of a single-instance app activates this process again: raise the window.
        if let mainWindow { mainWindow.present(); return }
        if let kiosk { kiosk.present(); return }
        StartupTrace.mark("gtk-activate")
        let prepared = preparation.wait()
        StartupTrace.mark("prepared")
        let themeError = themes.apply(settings.themes, prepared: prepared.stylesheets)
        StartupTrace.mark("theme")
        let store: EntryStore
        do {
            store = try prepared.store.get()
        } catch {
            // Never create, repair or overwrite a database we cannot read: say so and stop.
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            let window = StartupErrorWindow(application: application, title: "EntryDesk cannot open its database",
                                            message: "\(error)\n\nNothing was changed. Check the file, or start EntryDesk with --database PATH.")
            errorWindow = window
            window.present()
            return
        }
        var providerProblem: String?
        let provider: (any AddressProvider)?
        do {
            provider = try settings.makeAddressProvider()
        } catch {
            provider = nil
            providerProblem = "Address suggestions are off: \(error)"
        }
        let currencies = prepared.currencies
        let locale = preparation.locale
        let choices = KioskChoices(configuration: settings.configuration, isKiosk: settings.isKiosk,
                                   localeCountry: preparation.countryCode,
                                   localeCurrency: StartupPreparation.defaultCurrency(locale, currencies))
        let screen = EntryScreen(provider: provider, countryCode: choices.startCountry,
                                 currencyCode: choices.startCurrency, locale: locale,
                                 currencies: currencies, countries: choices.countries,
                                 amountRules: settings.configuration.amounts)
        if let codes = choices.currencies { screen.amountInput.selectableCurrencyCodes = codes }
        StartupTrace.mark("entry-screen")
        if settings.isKiosk, let pin = settings.configuration.adminPIN {
            let controller = KioskController(application: application, screen: screen, store: store, pin: pin,
                                             configurationURL: settings.configurationURL,
                                             idleTimeoutSeconds: settings.idleTimeoutSeconds,
                                             onScreenKeyboard: settings.configuration.onScreenKeyboard)
            kiosk = controller
            controller.present()
        } else {
            let window = MainWindow(application: application, store: store, screen: screen, currencies: currencies)
            StartupTrace.mark("main-window")
            mainWindow = window
            installDeskActions(window)
            if let themeError {
                window.banner.show("\(themeError.description)\nThe default theme is used instead.", kind: .error)
            } else if let providerProblem {
                window.banner.show(providerProblem, kind: .warning)
            } else if !store.tightenedPermissions.isEmpty {
                window.banner.show("Other users could read your entries' files. They are now private to you: "
                                   + store.tightenedPermissions.joined(separator: ", "), kind: .warning)
            }
            if ProcessInfo.processInfo.environment["ENTRYDESK_BENCH_EXIT_ON_MAP"] == "1" {
                reportStartupAndQuit(when: window)
            }
            window.loadDataWhenShown()
            window.present()
            StartupTrace.mark("present")
        }
    }

    private func installDeskActions(_ window: MainWindow) {
        application.addAction("quit", accelerators: ["<Control>q"]) { [weak window] in window?.requestClose() }
        // A logout or `kill` keeps what was typed for the next start instead of losing it.
        terminationSignals = TerminationSignals { [weak window] _ in window?.keepDraftAndClose() }
        application.addAction("save", accelerators: ["<Control>s"]) { [weak window] in window?.screen.save() }
        application.addAction("new", accelerators: ["<Control>n"]) { [weak window] in window?.newEntry() }
        application.addAction("search", accelerators: ["<Control>f"]) { [weak window] in window?.focusSearch() }
        application.addAction("export", accelerators: ["<Control>e"]) { [weak window] in window?.exportEntries() }
        application.addAction("shortcuts", accelerators: ["<Control>question", "<Control>slash"]) { [weak window] in
            window?.showShortcuts()
        }
    }

    /// For the start-up benchmark: print "mapped <peak RSS kB> <CLOCK_MONOTONIC ns>" when the
    /// window maps, "drawn ..." the same once its first frame is painted (the frame clock's
    /// "after-paint") with "size <width> <height>" of its surface (decorations included), then
    /// "ready ..." once the saved entries are read and painted too, and quit. The size lets the
    /// benchmark open its minimal windows as large: a window's drawing surface alone takes memory
    /// in proportion to its area.
    private func reportStartupAndQuit(when mainWindow: MainWindow) {
        let window = mainWindow.window
        func report(_ event: String) {
            let now = StartupTrace.monotonicNanoseconds()
            GtkRuntime.writeStandardOutput("\(event) \(PeakMemory.residentKilobytes() ?? -1) \(now)\n")
        }
        var mapped = false
        window.onMap { [weak self] in
            guard !mapped else { return }
            mapped = true
            StartupTrace.mark("mapped")
            report("mapped")
            window.onNextFramePainted {
                report("drawn")
                let size = window.surfaceSize ?? (0, 0)
                GtkRuntime.writeStandardOutput("size \(size.width) \(size.height)\n")
                if let folder = ProcessInfo.processInfo.environment["ENTRYDESK_BENCH_REPLICA"] {
                    self?.writeReplica(of: window, to: URL(fileURLWithPath: folder))
                }
            }
        }
        mainWindow.onListLoaded = { [weak self] in
            window.onNextFramePainted {
                report("ready")
                let searches = ProcessInfo.processInfo.environment["ENTRYDESK_BENCH_SEARCHES"]?
                    .split(separator: "|", omittingEmptySubsequences: false).map(String.init) ?? []
                self?.benchmarkSearches(searches[...], in: mainWindow)
            }
        }
    }

    /// For the start-up benchmark: the window as it is at its first frame, as a GtkBuilder file
    /// with the theme's style sheet, which a C program builds to show what GTK alone costs for
    /// this screen (scripts/bench/minimal-window.c).
    private func writeReplica(of window: Window, to folder: URL) {
        let replica = window.builderReplica()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(replica.xml.utf8).write(to: folder.appendingPathComponent("window.ui"))
            try Data(replica.popoverParents.utf8).write(to: folder.appendingPathComponent("popovers"))
            try Data(themes.appliedStylesheet.utf8).write(to: folder.appendingPathComponent("style.css"))
            // Which theme that is (with no --theme, the desktop's choice): for the launch tests.
            try Data(themes.activeThemeName.utf8).write(to: folder.appendingPathComponent("theme"))
            if !replica.unsupported.isEmpty {
                GtkRuntime.writeStandardOutput("replica-unsupported \(replica.unsupported.joined(separator: ","))\n")
            }
        } catch {
            GtkRuntime.writeStandardOutput("replica-error \(error)\n")
        }
    }

    /// For the search benchmark (ENTRYDESK_BENCH_SEARCHES="m|mu|berlin|"): types each query
    /// into the search field as a person would (the list reads after the field's pause), and
    /// prints "search <matches> <ms to read the list> <ms to the frame painted after it>", counted
    /// from when the read began; then quits.
    private func benchmarkSearches(_ queries: ArraySlice<String>, in mainWindow: MainWindow) {
        guard let query = queries.first else {
            application.quit()
            return
        }
        mainWindow.entries.onReloaded = { [weak self] matches, startedAt in
            let readAt = StartupTrace.monotonicNanoseconds()
            mainWindow.entries.onReloaded = nil
            mainWindow.window.onNextFramePainted {
                let drawnAt = StartupTrace.monotonicNanoseconds()
                GtkRuntime.writeStandardOutput("search \(matches) \(Double(readAt - startedAt) / 1e6) \(Double(drawnAt - startedAt) / 1e6)\n")
                self?.benchmarkSearches(queries.dropFirst(), in: mainWindow)
            }
        }
        if mainWindow.entries.search.text == query {
            mainWindow.entries.reload()  // the same text again changes nothing in the field
        } else {
            mainWindow.entries.search.text = query
        }
    }
}
