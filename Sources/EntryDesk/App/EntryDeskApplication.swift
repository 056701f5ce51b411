import AddressSearch
import AmountKit
import EntryDiagnostics
import EntryForm
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The running GUI: one GtkApplication, one window (desk or kiosk), raised on a second launch.
@MainActor
public final class EntryDeskApplication {
    private let application: Application
    private let settings: AppSettings
    private let themes = ThemeManager()
    private var mainWindow: MainWindow?
    private var menuActions: DeskMenuActions?
    private var kiosk: KioskController?
    private var terminationSignals: TerminationSignals?
    private var errorWindow: StartupMessageWindow?
    /// Shown while the database cannot be opened because another program is writing to it.
    private var waitingWindow: StartupMessageWindow?
    private var waitingTimer: MainLoopTimer?
    private let preparation: StartupPreparation

    /// An application for the given settings; what its window needs starts loading at once.
    public init(settings: AppSettings) {
        self.settings = settings
        // GTK_DEBUG=interactive would open GTK's inspector, which edits any widget: not on a kiosk.
        if settings.isKiosk { unsetenv("GTK_DEBUG") }
        // The desk is used from the keyboard: its buttons' access keys ("_Save") are always
        // underlined. The kiosk has no keyboard.
        Window.keepsMnemonicsVisible = !settings.isKiosk
        preparation = StartupPreparation(settings: settings)
        application = Application(id: AppIdentity.applicationID, options: settings.options.separateInstance ? .nonUnique : [])
        application.onActivate { [weak self] in self?.activate() }
    }

    /// Runs the GUI until the last window closes; returns the exit status.
    public func run() -> Int32 {
        // A kiosk started while EntryDesk already runs here would only raise that window (the
        // desk, with every saved entry): it says so and starts nothing.
        if settings.isKiosk, !settings.options.separateInstance, application.register(), application.isRemote {
            FileHandle.standardError.write(
                // i18n: not shown (terminal)
                Data("entrydesk: EntryDesk is already running on this desktop; close it before starting the kiosk\n".utf8))
            return 2
        }
        return application.run()
    }

    /// Shows why EntryDesk cannot start (a broken configuration file) in a window of its own,
    /// for a person who launched it from the desktop menu and sees no terminal; returns 2.
    public static func showStartupError(_ message: String) -> Int32 {
        let application = Application(id: AppIdentity.applicationID, options: .nonUnique)
        var window: StartupMessageWindow?
        application.onActivate {
            WindowLanguage.applyDirection()
            window = StartupMessageWindow(application: application, title: tr("EntryDesk cannot start"), message: message)
            window?.present()
        }
        _ = application.run()
        return 2
    }

    private func activate() {
        // A second launch of a single-instance app activates this process again: raise the window.
        if let mainWindow { mainWindow.present(); return }
        if let kiosk { kiosk.present(); return }
        WindowLanguage.applyDirection()
        StartupTrace.mark("gtk-activate")
        guard let prepared = preparation.wait(seconds: StartupPreparation.patienceSeconds) else {
            return waitForPreparation()
        }
        StartupTrace.mark("prepared")
        let themeError = themes.apply(settings.themes, prepared: prepared.stylesheets)
        StartupTrace.mark("theme")
        Diagnostics.logger.debug("theme \(themes.activeThemeName) applied\(settings.themes.isEmpty ? " (the desktop's preference)" : "")")
        let store: EntryStore
        do {
            store = try prepared.store.get()
        } catch {
            // Never create, repair or overwrite a database we cannot read: say so and stop.
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            let window = StartupMessageWindow(
                application: application, title: tr("EntryDesk cannot open its database"),
                // Translators: %@ is what is wrong with the database file; keep "--database PATH" as it is.
                message: LocalizedFormat.fill(
                    tr("%@\n\nNothing was changed. Check the file, or start EntryDesk with --database PATH."), "\(error)"))
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
            providerProblem = LocalizedFormat.fill(tr("Address suggestions are off: %@"), "\(error)")
        }
        let currencies = prepared.currencies
        let locale = preparation.locale
        let choices = KioskChoices(
            configuration: settings.configuration, isKiosk: settings.isKiosk,
            localeCountry: preparation.countryCode,
            localeCurrency: StartupPreparation.defaultCurrency(locale, currencies))
        let screen = EntryScreen(
            provider: provider, countryCode: choices.startCountry,
            currencyCode: choices.startCurrency, locale: locale,
            currencies: currencies, countries: choices.countries,
            allowsNegative: settings.configuration.amounts.allowsNegative,
            // The form in force, with the fields it places where this window keys: the desk or a kiosk.
            form: settings.form, atKiosk: settings.isKiosk)
        if let codes = choices.currencies { screen.amountInput.selectableCurrencyCodes = codes }
        screen.autoAdvance.isOn = settings.isKiosk ? settings.configuration.kioskAutoAdvance : settings.configuration.autoAdvance
        // Nothing of the last person at a kiosk: no field carried over, no ditto.
        if !settings.isKiosk {
            screen.carryOver.fields = settings.configuration.carryOver
            screen.carryOver.keepsFromFixes = settings.configuration.carryOverFromFixes
            screen.ditto.isEnabled = true
        }
        StartupTrace.mark("entry-screen")
        if settings.isKiosk, let pin = settings.configuration.adminPIN {
            let controller = KioskController(
                application: application, screen: screen, store: store, pin: pin,
                configurationURL: settings.configurationURL,
                idleTimeoutSeconds: settings.idleTimeoutSeconds,
                onScreenKeyboard: settings.configuration.onScreenKeyboard,
                sync: settings.serverAddress().map { TeamSync(store: store, address: $0, role: .kiosk) },
                speech: settings.configuration.kioskScreenReader)
            kiosk = controller
            // A shutdown or `kill` ends the kiosk as leaving it does (Orca started with it stops).
            terminationSignals = TerminationSignals { [weak application] _ in application?.quit() }
            controller.present()
        } else {
            let sync = settings.serverAddress().map { TeamSync(store: store, address: $0, role: .desk) }
            let window = MainWindow(application: application, store: store, screen: screen, currencies: currencies, sync: sync)
            // A team's form received is told in the window, unless the desk was started with
            // --form: that file comes first at its next start too, so nothing changes.
            switch settings.formSource {
            case .file(_, .option): break
            default: sync?.onFormReceived = { [weak window] version in window?.tellOfTeamForm(version) }
            }
            StartupTrace.mark("main-window")
            mainWindow = window
            window.actions.duplicateWarning.days = settings.configuration.duplicateDays
            window.countKeystrokes(pauseSeconds: settings.configuration.keystrokePauseSeconds)
            installDeskActions(window)
            if let themeError {
                window.banner.show(LocalizedFormat.fill(tr("%@\nThe default theme is used instead."), themeError.description), kind: .error)
            } else if let providerProblem {
                window.banner.show(providerProblem, kind: .warning)
            } else if !store.tightenedPermissions.isEmpty {
                // Translators: %@ lists the files ("entries.sqlite, entries.sqlite-wal").
                window.banner.show(
                    LocalizedFormat.fill(
                        tr("Other users could read your entries' files. They are now private to you: %@"),
                        store.tightenedPermissions.joined(separator: ", ")), kind: .warning)
            }
            StartupTrace.watch(window.window)
            window.loadDataWhenShown()
            window.present()
            StartupTrace.mark("present")
            if settings.configuration.operatorSignIn || settings.configuration.operatorPIN {
                window.askOperatorToSignIn(asksPIN: settings.configuration.operatorPIN)
            }
        }
    }

    /// Start-up is taking long: the database is being upgraded while another program (an
    /// import) holds its lock. The person sees why, and the desk opens once it is done.
    private func waitForPreparation() {
        guard waitingWindow == nil else { return }
        let window = StartupMessageWindow(
            application: application, title: tr("Waiting for the entry database…"),
            // Translators: %@ is the database file's path.
            message: LocalizedFormat.fill(
                tr(
                    "Another program (an import, another EntryDesk) is writing to %@. EntryDesk opens as soon as it is done; nothing you saved is affected."
                ),
                settings.databaseURL.path))
        waitingWindow = window
        window.present()
        waitingTimer = MainLoopTimer.repeating(every: 100) { [weak self] in
            guard let self, self.preparation.wait(seconds: 0) != nil else { return true }
            self.waitingTimer = nil
            self.activate()
            // After the desk's window exists: closing the only window would end the application.
            self.waitingWindow?.close()
            self.waitingWindow = nil
            return false
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
        application.addAction("import", accelerators: ["<Control>i"]) { [weak window] in window?.deskImport.chooseFile() }
        application.addAction("batch-open", accelerators: ["<Control>b"]) { [weak window] in window?.openBatch() }
        application.addAction("batch-close", accelerators: ["<Control><Shift>b"]) { [weak window] in window?.closeBatch() }
        application.addAction("batch-figures", accelerators: ["<Control>t"]) { [weak window] in window?.batches.speakFigures() }
        application.addAction("batch-list", accelerators: ["<Control><Shift>l"]) { [weak window] in window?.showBatches() }
        application.addAction("batch-verify", accelerators: ["<Control><Shift>v"]) { [weak window] in window?.verifyBatch() }
        application.addAction("statistics", accelerators: ["<Control><Shift>o"]) { [weak window] in window?.showStatistics() }
        menuActions = DeskMenuActions(application: application, window: window, themes: themes, configurationURL: settings.configurationURL)
    }
}
