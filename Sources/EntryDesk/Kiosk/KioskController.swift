import AddressKit
import AmountKit
import EntryForm
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The entry screen as a self-service terminal: fullscreen, touch-sized, no way out without
/// the admin PIN, and nothing of the previous person left after a save or a pause.
@MainActor
final class KioskController {
    /// The operator of every entry keyed here: this kiosk, by its host name.
    private nonisolated static let operatorStamp = OperatorStamp("kiosk:" + ProcessInfo.processInfo.hostName)
    private let application: Application
    /// The kiosk's window (the gallery draws it).
    let window: Window
    private let screen: EntryScreen
    private let store: EntryStore
    /// Saves off the main thread: a database busy with an import never freezes the kiosk.
    private let writer: StoreWriter
    /// Sends each visitor's entry to the team server and forgets it here (nil: no server).
    private let sync: TeamSync?
    /// Speech for a visitor who cannot see the screen (`[kiosk] screen-reader`).
    private let speech: KioskSpeech
    private let pages = Stack()
    private let warning = IdleWarningBanner()
    private let keyboards: KioskTouchKeyboards
    private let scroller = ScrolledWindow()
    private let review: ReviewPage
    private let thanks: ThanksPage
    /// The entry on the review page, saved on Confirm.
    private var entryUnderReview: SavedEntry?
    /// The values soft rules questioned at the last Save: shown on the review page, kept by
    /// Confirm with the visitor's confirmation as their reason, asked again after Change.
    private var questioned: [SoftRuleQuestion] = []
    private var idle: IdleMonitor?
    private let pinDialog: PINDialog
    private var thanksTimer: MainLoopTimer?
    private let strings = KioskStrings()
    /// Each page's title, by its name in the stack (said to a screen reader as its name).
    private var pageTitles: [String: String] {
        ["form": strings.welcome, "review": strings.reviewTitle, "thanks": strings.thanks, "currency": strings.chooseCurrency]
    }
    /// The currency list, on a page of its own while it is open: a popover with a keyboard
    /// under its list does not fit a touch screen. Made anew each time, dropped when it closes.
    private let currencyPage = Box(.vertical, spacing: 0)
    private var currencyPicker: CurrencyPicker?

    /// `configurationURL`: the file holding `pin`, where a right PIN strengthens a weaker hash.
    init(
        application: Application, screen: EntryScreen, store: EntryStore, pin: AdminPIN, configurationURL: URL,
        idleTimeoutSeconds: Int, onScreenKeyboard: AppConfiguration.OnScreenKeyboard, sync: TeamSync? = nil,
        speech: AppConfiguration.KioskSpeech = .ask
    ) {
        self.application = application
        self.sync = sync
        self.screen = screen
        self.store = store
        writer = StoreWriter(store: store)
        window = Window(application: application)
        window.title = AppIdentity.name
        window.isDecorated = false
        window.isDeletable = false
        window.addCSSClass("kiosk")
        self.speech = KioskSpeech(mode: speech, window: window)
        let showsKeyboard: Bool
        switch onScreenKeyboard {
        case .always: showsKeyboard = true
        case .never: showsKeyboard = false
        case .automatic: showsKeyboard = !InputDevices.hasKeyboard
        }
        keyboards = KioskTouchKeyboards(
            showsKeyboard: showsKeyboard, locale: UserLocale.current,
            keyboardLabel: KioskStrings().keyboardAccessible)
        review = ReviewPage(strings: KioskStrings(), officeFields: screen.officeFields.inputs.map(\.field))
        thanks = ThanksPage(strings: KioskStrings())
        // A field focused by a tap, a pick or a reset keeps its text unselected: the next key
        // tap goes after it instead of replacing it.
        if showsKeyboard { DesktopSettings().setSelectsTextOnFocus(false) }
        pinDialog = PINDialog(pin: pin, configurationURL: configurationURL, lockoutFile: PINLockoutFile(url: PINLockoutFile.defaultURL()))
        build()
        lockDown()
        // Cut, Paste, Insert Emoji: a public terminal's fields offer none of them.
        window.suppressContextMenus()
        idle = IdleMonitor(window: window, timeoutSeconds: idleTimeoutSeconds)
        wire()
    }

    /// A page's top bar: its title (with `under` it, if any), and a button at the end.
    private func topBar(
        title text: String, button label: String, under: Widget? = nil, action: @escaping @MainActor () -> Void
    ) -> (Box, Button) {
        let top = Box(.horizontal, spacing: 0)
        top.addCSSClass("kiosk-top")
        let heading = Box(.vertical, spacing: 0)
        heading.hexpand = true
        let title = Label(text)
        title.addCSSClass("page-title")
        title.xalign = 0
        heading.append(title)
        if let under { heading.append(under) }
        let button = Button(label: label)
        button.addCSSClass("touch-target")
        button.onClicked(action)
        top.append(heading)
        top.append(button)
        return (top, button)
    }

    private func build() {
        let (top, staff) = topBar(title: strings.welcome, button: strings.staff, under: speech.hintLabel) { [weak self] in
            self?.askForPIN()
        }
        staff.setAccessibleLabel(strings.staffAccessible)

        scroller.vexpand = true
        scroller.hexpand = true
        screen.keepButtonsInForm()
        scroller.setChild(screen.widget)
        let body = Box(.horizontal, spacing: 0)
        body.append(scroller)
        body.append(keyboards.keypadArea)
        let formPage = Box(.vertical, spacing: 0)
        formPage.append(top)
        formPage.append(body)
        formPage.append(keyboards.keyboardArea)

        // Over every page, not only the form: a visitor who walks away on the review page or
        // the currency list gets the countdown too.
        let overlay = Overlay()
        overlay.setAccessibleLabel(AppIdentity.name)
        overlay.setChild(pages)
        pinDialog.widget.addCSSClass("kiosk-pin")
        pinDialog.onShownChanged = { [weak self] shown in self?.holdPagesBehindPanel(shown) }
        overlay.addOverlay(pinDialog.widget)
        // Last: overlays stack in the order they were added, and the warning goes above all.
        overlay.addOverlay(warning.widget)

        let (currencyTop, _) = topBar(title: strings.chooseCurrency, button: strings.cancel) { [weak self] in
            self?.closeCurrencyPage(picked: nil)
        }
        let currency = Box(.vertical, spacing: 0)
        currency.append(currencyTop)
        currencyPage.addCSSClass("kiosk-currency")
        currencyPage.vexpand = true
        currency.append(currencyPage)

        // Instant page changes: a tap during a crossfade would land on the page going away.
        pages.transitionDuration = 0
        for (page, name) in [(formPage, "form"), (review.widget, "review"), (thanks.widget, "thanks"), (currency, "currency")] {
            pages.addPage(page, name: name, accessibleName: pageTitles[name] ?? "")
        }
        pages.visiblePageName = "form"
        window.setChild(overlay)
    }

    /// While the staff panel is open, the pages behind it take no tap and no key, and are dimmed:
    /// the on-screen keyboard beside the panel typed the PIN's digits into the visitor's form.
    /// Insensitive rather than only untargetable: GTK also keeps them out of Tab's way and tells
    /// a screen reader they are unavailable.
    private func holdPagesBehindPanel(_ held: Bool) {
        pages.isSensitive = !held
        if held {
            pages.addCSSClass("kiosk-behind-panel")
        } else {
            pages.removeCSSClass("kiosk-behind-panel")
        }
    }

    /// No way out by keyboard or window close: only the admin PIN leaves.
    private func lockDown() {
        window.onCloseRequest { true }
        let keys = KeyController()
        keys.setPhase(.capture)
        keys.onKeyPressed { key, modifiers in
            let letter = key.lowercased
            if modifiers.contains(.control), letter == .character("q") || letter == .character("w") { return true }
            if modifiers.contains(.alt), key == .f4 { return true }
            // GTK's inspector (when the session's settings enable its keys) edits any widget.
            if modifiers.contains([.control, .shift]), letter == .character("d") || letter == .character("i") { return true }
            return false
        }
        window.addController(keys)
    }

    private func wire() {
        screen.onSave = { [weak self] entry in self?.showReview(entry) }
        // A visitor is not asked for a reason: the review page shows what the rules question,
        // and Confirm is the visitor's word that the values are right (kept in one language,
        // as data: the staff reading the history may not read the visitor's).
        screen.onConfirmSoftRules = { [weak self] questions, _, confirm in
            guard let self else { return }
            self.questioned = questions
            confirm(KeptValueReason.confirmedAtKiosk)
        }
        screen.onNew = { [weak self] in self?.reset() }
        screen.newButton.label = strings.startOver
        review.onConfirm = { [weak self] in self?.confirmReview() }
        review.onChange = { [weak self] in self?.changeReviewed() }
        thanks.onDone = { [weak self] in self?.startOver() }
        keyboards.onKey = { [weak self] in self?.idle?.activity() }
        keyboards.attach(textInputs: textInputs, amount: screen.amountInput, numberInputs: numberInputs, scroller: scroller)
        screen.amountInput.onCurrencySelectorTap = { [weak self] in self?.openCurrencyPage() }
        idle?.onWarning = { [weak self] seconds in
            guard let self else { return }
            self.warning.show(secondsLeft: seconds, in: self.window, speaking: self.speech.isSpeaking)
        }
        idle?.onActivityDuringWarning = { [weak self] in self?.warning.hide() }
        warning.onStay = { [weak self] in self?.idle?.activity() }
        idle?.onTimeout = { [weak self] in
            guard let self else { return }
            self.reset()
            self.warning.sayCleared()
            self.speech.nextVisitor()
        }
        speech.whereTheVisitorIs = { [weak self] in self?.pageTitles[self?.pages.visiblePageName ?? ""] ?? "" }
        speech.isWaitingForVisitor = { [weak self] in
            guard let self else { return false }
            return self.pages.visiblePageName == "form" && !self.screen.hasUnsavedChanges
        }
        speech.onSpeakingChanged = { [weak self] speaking in
            self?.idle?.warningLeadSeconds =
                speaking ? (ThemeTokens.milliseconds("theme.duration.kiosk.spoken-warning-lead") ?? 0) / 1000 : 0
        }
    }

    /// The text fields a person types letters into (the amount has its own keypad), including
    /// those another country shows, and the office's fields but its numbers: an IBAN, a date or
    /// a postcode takes the letter keyboard's row of digits with its letters and `.` `-`; a
    /// choice field's letters filter its list.
    private var textInputs: [TextInput] {
        [screen.nameInput, screen.referenceInput] + screen.addressForm.everyInput
            + screen.officeFields.inputs.filter { !Self.takesNumberPad($0.field) }.map(\.input)
    }

    /// The office's number fields, typed on the amount's number pad.
    private var numberInputs: [TextInput] {
        screen.officeFields.inputs.filter { Self.takesNumberPad($0.field) }.map(\.input)
    }

    private static func takesNumberPad(_ field: FormField) -> Bool { field.type == .integer || field.type == .decimal }

    func present() {
        // Fullscreen is the window manager's job; without one (a bare X kiosk session) the
        // window still covers the monitor.
        if let size = Monitor.primarySize { window.setDefaultSize(width: size.width, height: size.height) }
        // Syncing starts once the window is on screen: nothing of it delays the kiosk.
        window.onMap { [weak self] in
            self?.sync?.start()
            self?.speech.windowShown()
        }
        application.onShutdown { [weak self] in self?.speech.shutdown() }
        window.present()
        window.fullscreen()
        focusFirstField()
    }

    // MARK: The flow

    /// Name, with its keyboard: the first tap of the next person types there.
    private func focusFirstField() {
        screen.focusFirstField()
        keyboards.showKeyboard(for: screen.nameInput)
    }

    /// Save on the form: the entry as it will be saved, to confirm or change, with what the
    /// form's soft rules question about it.
    private func showReview(_ entry: SavedEntry) {
        entryUnderReview = entry
        // The page first: focus can only go to Confirm once it is on screen (a focus given to a
        // hidden button reaches no screen reader).
        pages.visiblePageName = "review"
        review.show(entry, currency: screen.amountInput.currency, locale: screen.amountInput.locale, questions: questioned)
        Announcer.announce(review.spoken, near: review.widget)
    }

    /// Change: the form as it was, from its first field; the values questioned are asked about
    /// again at the next Save (nobody confirmed them).
    private func changeReviewed() {
        entryUnderReview = nil
        screen.forgetRuleReasons(for: questioned.map(\.key))
        questioned = []
        pages.visiblePageName = "form"
        focusFirstField()
    }

    private func confirmReview() {
        guard let entry = entryUnderReview else { return }
        // A second tap while it is stored saves nothing twice: the entry is no longer under review.
        entryUnderReview = nil
        // The kiosk is the operator of what its visitors key (the entry's history says so).
        writer.write(
            { store in try store.insert(entry, by: Self.operatorStamp) },
            then: { [weak self] result in
                self?.stored(entry, failed: (try? result.get()) == nil)
            })
    }

    private func stored(_ entry: SavedEntry, failed: Bool) {
        guard !failed else {
            // What the person typed stays on the form for another try (what the rules
            // questioned is asked about again); nothing is logged.
            screen.forgetRuleReasons(for: questioned.map(\.key))
            questioned = []
            thanks.showFailed()
            pages.visiblePageName = "thanks"
            Announcer.announce(strings.saveFailed, near: thanks.widget)
            return
        }
        reset()
        sync?.changed()
        thanks.showSaved(reference: KioskReferenceNumber(id: entry.id))
        pages.visiblePageName = "thanks"
        Announcer.announce(strings.thanksWithReference(KioskReferenceNumber(id: entry.id).description), near: thanks.widget)
        idle?.pause()
        thanksTimer = MainLoopTimer.once(after: ThanksPage.shownMilliseconds) { [weak self] in self?.startOver() }
    }

    /// After the thank-you page: the next person's form (speech the visitor started ends).
    private func startOver() {
        thanksTimer?.cancel()
        thanksTimer = nil
        pages.visiblePageName = "form"
        idle?.resume()
        focusFirstField()
        speech.nextVisitor()
    }

    /// Clears every trace of the last person: fields, undo histories, popovers, the clipboard
    /// if it holds text copied from here, the keypads and any dialog.
    func reset() {
        warning.hide()
        // A save that failed left its message on the thank-you page: the next person starts on
        // the form, with nothing of it.
        thanksTimer?.cancel()
        thanksTimer = nil
        thanks.showSaved(reference: nil)
        entryUnderReview = nil
        questioned = []
        closeCurrencyPage(picked: nil)
        pages.visiblePageName = "form"
        screen.clear(forNextPerson: true)
        if Clipboard.isOwnedByThisApp { Clipboard.clear() }
        keyboards.hide()
        pinDialog.dismiss()
        focusFirstField()
    }

    private func openCurrencyPage() {
        let picker = screen.amountInput.makeCurrencyPicker()
        picker.hasTouchKeyboard = keyboards.showsKeyboard
        picker.onTouchKey = { [weak self] in self?.idle?.activity() }
        picker.onPick = { [weak self] currency in self?.closeCurrencyPage(picked: currency) }
        picker.onCancel = { [weak self] in self?.closeCurrencyPage(picked: nil) }
        currencyPicker = picker
        currencyPage.append(picker.widget)
        pages.visiblePageName = "currency"
        picker.focusSearch()
    }

    /// Back to the form with the currency picked (nil: as it was), focus in the amount.
    private func closeCurrencyPage(picked: Currency?) {
        guard let picker = currencyPicker else { return }
        currencyPicker = nil
        currencyPage.remove(picker.widget)
        pages.visiblePageName = "form"
        if let picked {
            screen.amountInput.pickCurrency(picked)
        } else {
            screen.amountInput.focus()
        }
    }

    /// Opens the staff panel, as the Staff button does (the gallery draws it over a page).
    func askForPIN() {
        pinDialog.onLeaveKiosk = { [weak self] in
            // A visitor's entry still being stored is written before the kiosk ends.
            self?.writer.finish()
            self?.application.quit()
        }
        pinDialog.onCancelled = { [weak self] in self?.screen.focusFirstField() }
        pinDialog.savedToday = { [weak self] in
            try? self?.store.count(createdSince: Calendar.current.startOfDay(for: Date()))
        }
        pinDialog.present()
    }
}
