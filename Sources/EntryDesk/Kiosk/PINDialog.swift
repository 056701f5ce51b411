import EntryDiagnostics
import EntrySettings
import EntryWidgets
import Foundation
import GtkKit
import Logging

/// The kiosk's staff panel: the staff PIN typed on its keypad (or a keyboard), checked against
/// the stored hash off the main thread (`AdminPINCheck`: a few tenths of a second, shown as
/// "Checking the PIN..."), then the staff menu. After three wrong PINs it waits before the next
/// try, counting down; wrong PINs and locks survive a restart of the kiosk (`PINLockoutFile`)
/// until the right PIN is typed.
///
/// A panel over the kiosk's own window rather than a window of its own: a kiosk session often
/// has no window manager to place, stack or focus a second window. It keeps one size whatever
/// it shows (empty, wrong PIN, locked, the menu), so that no key moves under a finger.
@MainActor
final class PINDialog {
    let widget: Box
    private let pages = Stack()
    private let input: TextInput
    /// Kept: its buttons reach `onKey` through it (a keypad only the widget tree holds is gone,
    /// and its keys type nothing).
    private let keypad: NumericKeypad
    private let message = Label()
    private let menu: StaffMenu
    private let strings: StaffStrings
    /// The stored PIN; replaced by its upgrade when a right PIN strengthened the stored hash.
    private var pin: AdminPIN
    private let pinCheck: AdminPINCheck
    /// While a typed PIN is being checked: the field, keypad and Unlock wait for the answer.
    private var isChecking = false
    /// Counts the times the panel was closed: an answer that comes after the panel was closed
    /// (Cancel, Escape, the idle reset) still counts, but opens no menu.
    private var closings = 0
    private var lockout: PINLockout
    private let lockoutFile: PINLockoutFile?
    private var lockTimer: MainLoopTimer?
    private let unlockButton: Button
    /// Called on the staff menu's "Leave kiosk mode".
    var onLeaveKiosk: (@MainActor () -> Void)?
    /// Called when the panel closes without leaving (Cancel, Escape, "Back to kiosk").
    var onCancelled: (@MainActor () -> Void)?
    /// Today's count of entries saved at this kiosk, for the staff menu (nil: unknown).
    var savedToday: (@MainActor () -> Int?)?
    /// Called with true when the panel opens and false when it closes: what is behind it takes
    /// no input meanwhile.
    var onShownChanged: (@MainActor (Bool) -> Void)?

    /// Message widths in characters: wide enough for the lock message on two lines.
    private static let messageWidthChars = 28

    /// A panel checking `pin`, stored in the configuration file at `configurationURL` (where a
    /// right PIN upgrades a weaker hash; nil: never); wrong PINs are kept in `lockoutFile` (nil:
    /// for this run only).
    init(
        pin: AdminPIN, configurationURL: URL? = nil, lockoutFile: PINLockoutFile? = nil, now: Date = Date(),
        strings: StaffStrings = StaffStrings()
    ) {
        self.pin = pin
        pinCheck = AdminPINCheck(configurationURL: configurationURL)
        self.lockoutFile = lockoutFile
        self.strings = strings
        lockout = lockoutFile?.load() ?? PINLockout()
        // Bullets and no reveal button: a public terminal never shows the PIN, not even to the
        // person typing it (TextInput's password mode comes with a reveal toggle); and a screen
        // reader does not say the digits typed on a keyboard.
        input = TextInput(labelPrimaryText: strings.pinField, helperText: strings.pinHelper, secret: true)
        input.inputPurpose = .pin
        input.maxLength = AdminPIN.lengths.upperBound
        input.returnAction = .submit
        keypad = NumericKeypad(showsDecimalSeparator: false)
        unlockButton = Button(label: strings.unlock)
        menu = StaffMenu(strings: strings, widthChars: Self.messageWidthChars)
        let cancel = Button(label: strings.cancel)
        widget = Box(.vertical, spacing: 0, role: .dialog)
        widget.halign = .center
        widget.valign = .center
        widget.isVisible = false
        widget.setAccessibleLabel(strings.pinField)
        let page = Box(.vertical, spacing: 0)
        page.addCSSClass("pin-dialog-content")
        menu.widget.addCSSClass("pin-dialog-content")
        let title = Label(strings.pinTitle)
        title.addCSSClass("page-title")
        message.addCSSClass("pin-dialog-message")
        message.wraps = true
        message.widthChars = Self.messageWidthChars
        message.maxWidthChars = Self.messageWidthChars
        unlockButton.addCSSClass("suggested-action")
        unlockButton.addCSSClass("touch-target")
        cancel.addCSSClass("touch-target")
        let buttons = Box(.horizontal, spacing: 0)
        buttons.addCSSClass("pin-dialog-buttons")
        buttons.isHomogeneous = true
        buttons.append(cancel)
        buttons.append(unlockButton)
        page.append(title)
        page.append(input.widget)
        page.append(message)
        page.append(keypad.widget)
        page.append(buttons)
        // Both pages share the size of the larger (GtkStack is homogeneous): the panel stays put.
        pages.transitionDuration = 0
        pages.addPage(page, name: "pin", accessibleName: strings.pinTitle)
        pages.addPage(menu.widget, name: "menu", accessibleName: strings.menuTitle)
        pages.visiblePageName = "pin"
        widget.append(pages)

        keypad.onKey = { [weak self] key in
            guard let self, !self.isChecking else { return }
            KeypadTyping.apply(key, to: self.input.entry, decimalSeparator: "")
        }
        input.onChanged { [weak self] _ in self?.updateUnlock() }
        input.onSubmit = { [weak self] in self?.check() }
        unlockButton.onClicked { [weak self] in self?.check() }
        cancel.onClicked { [weak self] in self?.cancel() }
        menu.onBack = { [weak self] in self?.cancel() }
        menu.onLeave = { [weak self] in
            self?.dismiss()
            self?.onLeaveKiosk?()
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, _ in
            guard key == .escape else { return false }
            self?.cancel()
            return true
        }
        widget.addController(keys)
        // Locked when the kiosk stopped: the lock goes on where it was.
        if lockout.remainingSeconds(at: now) != nil {
            startLockCountdown()
        } else if lockout.lockedUntil != nil {
            endLock()
        }
        updateUnlock()
    }

    /// Whether the panel is showing.
    var isShown: Bool { widget.isVisible }
    /// Whether the panel shows the staff menu (the right PIN was typed).
    var isShowingMenu: Bool { isShown && pages.visiblePageName == "menu" }

    func present() {
        input.reset()
        pages.visiblePageName = "pin"
        widget.setAccessibleLabel(strings.pinField)
        // While locked, the panel keeps saying why Unlock is greyed out.
        if lockTimer == nil { message.text = "" }
        widget.isVisible = true
        onShownChanged?(true)
        reserveMessageSpace()
        updateUnlock()
        _ = input.focus()
    }

    /// Hides the panel (the menu too) and forgets what was typed (a lock and its reason stay).
    func dismiss() {
        closings += 1
        input.reset()
        if lockTimer == nil { message.text = "" }
        pages.visiblePageName = "pin"
        widget.isVisible = false
        onShownChanged?(false)
    }

    /// An empty field is no attempt: Unlock waits for a digit (and for the end of a lock).
    private func updateUnlock() {
        unlockButton.isSensitive = lockTimer == nil && !isChecking && !input.text.isEmpty
    }

    private func check() {
        let typed = input.text
        guard lockTimer == nil, !isChecking, !typed.isEmpty else { return }
        // Counted (and kept) as wrong before the answer: pulling the plug during the check does
        // not make a guess free. A right PIN then clears the count.
        lockout.failures += 1
        keep()
        isChecking = true
        input.entry.isEditable = false
        message.text = strings.checkingPIN
        updateUnlock()
        let closingsBefore = closings
        pinCheck.start(typed, against: pin) { [weak self] outcome in
            self?.finishCheck(outcome, panelStayedOpen: self?.closings == closingsBefore)
        }
    }

    /// Takes the answer of `check`: the menu for the right PIN (if the panel was not closed
    /// meanwhile), else the wrong PIN's message or lock.
    private func finishCheck(_ outcome: AdminPINCheck.Outcome, panelStayedOpen: Bool) {
        isChecking = false
        input.entry.isEditable = true
        input.reset()
        if case .right(let current) = outcome {
            pin = current
            lockout = PINLockout()
            keep()
            message.text = ""
            updateUnlock()
            if panelStayedOpen, isShown { showMenu() }
            return
        }
        if lockout.failures >= 3 {
            // Slows down guessing at the terminal: every third wrong PIN locks the panel, each
            // time twice as long (30 s up to 15 min): 10,000 four-digit PINs take weeks.
            lockout.lockouts += 1
            let seconds = PINLockout.lockSeconds(afterLockout: lockout.lockouts)
            lockout.lockedUntil = Date().addingTimeInterval(TimeInterval(seconds))
            startLockCountdown()
        } else {
            message.text = strings.wrongPIN
        }
        keep()
        updateUnlock()
        if isShown { _ = input.focus() }
        // Seen under the field; said once (the lock's countdown then shows, unsaid, each second).
        Announcer.announce(message.text, near: widget)
    }

    private func showMenu() {
        let count = savedToday?()
        menu.showCount(count.map(strings.savedToday) ?? strings.countUnavailable)
        pages.visiblePageName = "menu"
        widget.setAccessibleLabel(strings.menuTitle)
    }

    /// Greys out Unlock until the lock ends, saying each second how long it still lasts. Read
    /// from the wall clock at each tick: the lock ends when `lockedUntil` says, however late a
    /// tick comes.
    private func startLockCountdown() {
        lockTimer?.cancel()
        guard showLockRemaining() else { return endLock() }
        lockTimer = MainLoopTimer.repeating(every: 1000) { [weak self] in
            guard let self else { return false }
            if self.showLockRemaining() { return true }
            self.endLock()
            return false
        }
        updateUnlock()
    }

    /// Shows the seconds the lock still lasts; false when it is over.
    private func showLockRemaining() -> Bool {
        guard let remaining = lockout.remainingSeconds(at: Date()) else { return false }
        message.text = strings.locked(secondsLeft: remaining)
        return true
    }

    private func endLock() {
        lockTimer?.cancel()
        lockTimer = nil
        lockout.failures = 0
        lockout.lockedUntil = nil
        keep()
        message.text = ""
        updateUnlock()
    }

    /// Keeps the message row as high as its highest text needs, whatever it says now: the
    /// keypad under it never moves. Measured on screen, in the panel's own font and width.
    private func reserveMessageSpace() {
        let shown = message.text
        message.setSizeRequest(width: -1, height: -1)
        var height = 0
        let longestLock = PINLockout.lockSeconds(afterLockout: .max)
        for text in [strings.wrongPIN, strings.checkingPIN] + strings.lockedMessageSamples(upTo: longestLock) {
            message.text = text
            height = max(height, message.naturalHeight)
        }
        message.text = shown
        message.setSizeRequest(width: -1, height: height)
    }

    /// Writes the wrong PINs down; if that fails, they still count for as long as the kiosk runs,
    /// and the first failure is reported (for the terminal's logs: no PIN in it).
    private func keep() {
        do {
            try lockoutFile?.save(lockout)
        } catch {
            guard !reportedKeepFailure, let path = lockoutFile?.url.path else { return }
            reportedKeepFailure = true
            Diagnostics.logger.error("wrong PINs cannot be kept across restarts in \(path): \(error)")
        }
    }
    private var reportedKeepFailure = false

    private func cancel() {
        dismiss()
        onCancelled?()
    }
}
