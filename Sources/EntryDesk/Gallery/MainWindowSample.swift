// i18n: file never shown (sample data and gallery errors; the window's own words come from the window's code)
import AddressKit
import AmountKit
import EntryForm
import EntryStore
import EntrySync
import EntryWidgets
import Foundation
import GtkKit
import Localization
import TeamServer

/// The whole desk window as an operator sees it mid-work, for the gallery and the window
/// contrast test: saved entries in the list with one selected, a saved entry open in the form
/// with its name selected, and the confirmation banner up.
///
/// Components rendered alone never show GTK's own parts of the window (the header bar, the
/// list, selected text), which GTK's theme paints unless our stylesheet does.
@MainActor
final class MainWindowSample {
    /// The themes the gallery and the contrast test show the window in.
    static let themes = ["light", "dark", "high-contrast", "kiosk"]
    /// The gallery's name for it (`main-window-dark.png`, `entrydesk gallery --only main-window`).
    static let galleryName = "main-window"
    /// The gallery's name for the dialog over it (`main-window-unsaved-dialog-dark.png`).
    static let dialogGalleryName = "main-window-unsaved-dialog"
    /// The window sizes the gallery shows the layout at (`main-window-800x600-light.png`).
    static let sizes = [(800, 600), (1180, 800), (1920, 1080)]
    /// The gallery's name for the window at 800×600 asking about a duplicate (`main-window-duplicate-dark.png`).
    static let duplicateGalleryName = "main-window-duplicate"
    /// The gallery's name for the window keying a batch that is one euro short (`main-window-batch-dark.png`).
    static let batchGalleryName = "main-window-batch"
    /// The gallery's name for the window stopped at a verification mismatch (`main-window-verification-dark.png`).
    static let verificationGalleryName = "main-window-verification"
    /// The gallery's name for the operators' statistics (`statistics-dark.png`).
    static let statisticsGalleryName = "statistics"
    /// The supervisor's override asked for the batch in progress.
    static let overrideGalleryName = "batch-override"
    /// Every batch, one of them in its second keying.
    static let batchesGalleryName = "batches"
    /// The gallery's name for the window of a desk in a team, offline (`main-window-team-dark.png`).
    static let teamGalleryName = "main-window-team"

    let window: MainWindow
    private let folder: URL
    /// Animations are off while the sample is up: the banner's reveal and the borders'
    /// transitions would be caught halfway.
    private let animated = GtkRuntime.animationsEnabled

    /// The application every sample's window belongs to (GTK wants one, registered, per window).
    private static var application: Application?

    /// Builds the window on screen with its database in a temporary folder; `close()` removes both.
    /// In a team, the header bar says the server is unreachable, and the newest entry shows it
    /// has not reached the server (the sync itself never starts). `form`: the entry form the
    /// desk keys (an office's, with fields of its own).
    init(inTeam: Bool = false, form: FormDefinition = BuiltInForm.definition) throws {
        GtkRuntime.animationsEnabled = false
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-window-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try EntryStore(url: folder.appendingPathComponent("entries.sqlite3"))
        for entry in Self.entries { _ = try store.insert(entry) }
        let currencies = try CurrencyTable.standard()
        let screen = EntryScreen(
            provider: nil, countryCode: "US", currencyCode: "USD", locale: Locale(identifier: "en_US"),
            currencies: currencies, form: form)
        var sync: TeamSync?
        if inTeam {
            try store.sync.confirm(try store.sync.outgoingChanges(limit: Self.entries.count - 1))
            let team = TeamSync(store: store, address: ServerAddress("postgresql://desk_anna@db.example/entries"), role: .desk)
            let since = Calendar.current.date(bySettingHour: 10, minute: 42, second: 0, of: Date()) ?? Date()
            team.indicator.show(SyncStatus(state: .offline(since: since, reason: "cannot reach the team server"), waiting: 1))
            sync = team
        }
        window = MainWindow(application: Self.sharedApplication(), store: store, screen: screen, currencies: currencies, sync: sync)
    }

    /// Shows the window in its sample state and waits until it is drawn that way.
    func show(timeout: Double = 10) throws {
        window.present()
        window.entries.reload()
        window.screen.edit(Self.entries[1])
        window.banner.show(LocalizedFormat.fill(tr("Saved entry for %@."), Self.entries[0].name), kind: .success)
        guard
            GtkRuntime.runUntil(
                timeout: timeout,
                {
                    window.window.isMapped && window.entries.count == Self.entries.count && window.banner.widget.allocatedHeight > 0
                })
        else {
            throw RenderError.notLaidOut("the main window")  // i18n: not shown (gallery error)
        }
        window.entries.selectedPosition = 1
        _ = window.screen.nameInput.focus()
        window.screen.nameInput.entry.selectAll()
    }

    /// Makes the window `width` × `height` and waits until its layout followed (the sidebar
    /// folded or not).
    func resize(width: Int, height: Int, timeout: Double = 10) throws {
        let folds = width < (ThemeTokens.pixels("theme.size.entries-panel.collapse-below") ?? 0)
        window.window.setDefaultSize(width: width, height: height)
        guard
            GtkRuntime.runUntil(
                timeout: timeout,
                {
                    window.window.surfaceSize.map { $0.width == width && $0.height == height } == true && window.isSidebarFolded == folds
                })
        else {
            let size = window.window.surfaceSize.map { "\($0.width)×\($0.height)" } ?? "none"
            // A display smaller than the window (scripts/with-display-session.sh's 1280x800).
            throw RenderError.notLaidOut(
                "the main window at \(width)×\(height) (it is \(size); a display at least that large: make gallery uses one)")
        }
    }

    /// The question a save asks when the same payment was saved lately, in the banner.
    func showDuplicateQuestion() {
        window.banner.show(
            DuplicateWarning.message(for: Self.entries[0], summary: window.entries.summary), kind: .warning,
            action: (label: EntryScreenStrings().saveAnyway, run: {}))
    }

    /// A batch of three slips for 150.00 EUR open, two of them keyed (one a euro short), and the
    /// figures in the bar above Save.
    func showBatchInProgress(timeout: Double = 10) throws {
        try window.store.batches.open(
            named: "Slips 27 A", expectedCount: 3, expectedTotals: [ExpectedTotal(currency: "EUR", amount: "150.00")])
        for (name, amount) in [("Hanna Schmidt", "50.00"), ("Jonas Weber", "49.00")] {
            try window.store.insert(
                Entry(
                    address: Address(
                        countryCode: "DE", city: "Berlin", postalCode: "10115",
                        streetLines: ["Unter den Linden 5"], name: name),
                    amount: amount, currency: "EUR"), joiningOpenBatch: true)
        }
        window.entries.reload()
        window.batches.bar.refresh()
        guard GtkRuntime.runUntil(timeout: timeout, { window.batches.bar.widget.allocatedHeight > 0 }) else {
            throw RenderError.notLaidOut("the batch bar")
        }
    }

    /// The supervisor's override asked over the window for the batch in progress (a euro short),
    /// its ID and reason typed, at a desk that asks PINs.
    func openOverrideDialog(timeout: Double = 10) throws -> BatchOverrideDialog {
        guard let progress = window.batches.bar.progress else { throw RenderError.notLaidOut("the batch bar") }
        let dialog = BatchOverrideDialog(
            parent: window.window, refusal: window.batches.refusal(of: progress), signedIn: OperatorStamp("ann"),
            checkingPIN: { _, _, answer in answer(false) }
        ) { _ in }
        dialog.supervisorInput.text = "sup-1"
        dialog.pinInput?.text = "8642"
        dialog.reasonInput.text = "Slip 3 torn, amount unreadable"
        dialog.present()
        guard GtkRuntime.runUntil(timeout: timeout, { dialog.window.isMapped }) else { throw RenderError.notLaidOut("the override dialog") }
        return dialog
    }

    /// The batch closed by a supervisor and keyed a second time: its first slip's amount keyed
    /// 59.00 where the first keying had 50.00, the form stopped there with both values.
    func showVerificationMismatch(timeout: Double = 10) throws {
        try window.store.batches.close(named: "Slips 27 A", override: BatchOverride(supervisor: "sup-1", reason: "one slip missing"))
        window.batches.bar.refresh()
        window.actions.operatorStamp = OperatorStamp("ben")
        window.verifyBatch()
        guard
            GtkRuntime.runUntil(timeout: timeout, { window.batches.verification != nil && window.screen.editing?.name == "Hanna Schmidt" }),
            let verification = window.batches.verification, var keyed = window.screen.editing
        else {
            throw RenderError.notLaidOut("the verification")
        }
        try? window.screen.amountInput.setAmount(59)
        keyed.amount = "59.00"
        verification.save(keyed)
        guard GtkRuntime.runUntil(timeout: timeout, { window.batches.showsMismatch }) else {
            throw RenderError.notLaidOut("the verification mismatch")
        }
    }

    /// Every batch over the window: the one in its second keying and another desk's, open.
    func openBatchList(timeout: Double = 10) throws -> BatchesWindow {
        try window.store.batches.open(
            named: "Slips 27 B", expectedCount: 40, expectedTotals: [ExpectedTotal(currency: "EUR", amount: "2150.00")],
            by: OperatorStamp("ben"))
        let list = BatchesWindow(parent: window.window, writer: window.actions.writer) { [bar = window.batches.bar] in bar.figures(of: $0) }
        var loaded = false
        list.load { loaded = true }
        guard GtkRuntime.runUntil(timeout: timeout, { loaded }) else { throw RenderError.notLaidOut("the batches") }
        list.present()
        guard GtkRuntime.runUntil(timeout: timeout, { list.window.isMapped }) else { throw RenderError.notLaidOut("the batches") }
        return list
    }

    /// The operators' statistics over the window, with the figures the samples made.
    func openStatistics(timeout: Double = 10) throws -> StatisticsWindow {
        let statistics = StatisticsWindow(parent: window.window)
        try window.store.operators.recordActivity(of: OperatorStamp("ann"), keystrokes: 1_240, activeSeconds: 610)
        try window.store.operators.recordActivity(of: OperatorStamp("ben"), keystrokes: 96, activeSeconds: 41)
        statistics.show(try window.store.operators.statistics())
        statistics.present()
        guard GtkRuntime.runUntil(timeout: timeout, { statistics.window.isMapped }) else { throw RenderError.notLaidOut("the statistics") }
        return statistics
    }

    /// Writes the window as it is now (in the theme applied) to a PNG file.
    @discardableResult
    func render(to path: String, timeout: Double = 10) throws -> WidgetRenderer.ImageSize {
        let framesBefore = window.window.drawnFrameCount ?? 0
        window.window.queueDraw()
        guard GtkRuntime.runUntil(timeout: timeout, { (window.window.drawnFrameCount ?? 0) > framesBefore }) else {
            throw RenderError.notLaidOut("the main window: no frame drawn")
        }
        return try WidgetRenderer.renderToPNG(window.window, path: path, timeout: timeout)
    }

    /// The question asked before the entry on screen is replaced, open over the window.
    func openUnsavedEntryDialog() -> UnsavedEntryDialog {
        let dialog = UnsavedEntryDialog(parent: window.window, isEditingSavedEntry: true) { _ in }
        dialog.present()
        unsavedEntryDialog = dialog
        return dialog
    }
    private var unsavedEntryDialog: UnsavedEntryDialog?

    /// Closes the window (and the dialog) and deletes its database.
    func close() {
        unsavedEntryDialog?.window.destroy()
        window.window.destroy()
        GtkRuntime.animationsEnabled = animated
        try? FileManager.default.removeItem(at: folder)
    }

    static func sharedApplication() -> Application {
        if let application { return application }
        let made = Application(id: "org.entrydesk.EntryDesk.Sample", options: .nonUnique)
        made.register()
        application = made
        return made
    }

    /// Three saved entries, newest last: names and amounts of different lengths and currencies,
    /// one with a reference.
    static let entries: [SavedEntry] = {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        return [
            SavedEntry(
                createdAt: start,
                address: Address(
                    countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
                    streetLines: ["1600 Amphitheatre Pkwy"], name: "Grace Hopper"),
                amount: "1250.00", currency: "USD", reference: "INV-2026-0042"),
            SavedEntry(
                createdAt: start.addingTimeInterval(60),
                address: Address(
                    countryCode: "DE", city: "München", postalCode: "80331",
                    streetLines: ["Marienplatz 1"], name: "Jürgen Müller"),
                amount: "89.90", currency: "EUR"),
            SavedEntry(
                createdAt: start.addingTimeInterval(120),
                address: Address(
                    countryCode: "GB", city: "London", postalCode: "SW1Y 4LE",
                    streetLines: ["12 St James's Square"], name: "Ada Lovelace"),
                amount: "42000.00", currency: "GBP")
        ]
    }()
}
