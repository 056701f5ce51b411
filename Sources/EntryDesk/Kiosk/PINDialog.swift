import EntryWidgets
import Foundation
import GtkKit

/// The admin's way out of the kiosk: a PIN typed on the keypad (or keyboard), checked against
/// the stored hash. After three wrong PINs it waits before the next try; wrong PINs and locks
/// survive a restart of the kiosk (`PINLockoutFile`) until the right PIN is typed.
///
/// A panel over the kiosk's own window rather than a window of its own: a kiosk session often
/// has no window manager to place, stack or focus a second window.
@MainActor
final class PINDialog {
    let widget: Box
    private let input: TextInput
    private let message = Label()
    private let pin: AdminPIN
    private var lockout: PINLockout
    private let lockoutFile: PINLockoutFile?
    private var lockTimer: MainLoopTimer?
    private let unlockButton = Button(label: "Unlock")
    /// Called when the right PIN was entered.
    var onUnlocked: (@MainActor () -> Void)?
    /// Called when the dialog closes without unlocking.
    var onCancelled: (@MainActor () -> Void)?

    /// A panel checking `pin`; wrong PINs are kept in `lockoutFile` (nil: for this run only).
    init(pin: AdminPIN, lockoutFile: PINLockoutFile? = nil, now: Date = Date()) {
        self.pin = pin
        self.lockoutFile = lockoutFile
        lockout = lockoutFile?.load() ?? PINLockout()
        input = TextInput(title: "Staff PIN", helper: "Enter the admin PIN to leave kiosk mode")
        input.isPassword = true
        input.inputPurpose = .pin
        input.maxLength = 12
        input.returnAction = .submit
        let keypad = NumericKeypad(showsDecimalSeparator: false)
        let cancel = Button(label: "Cancel")
        let box = Box(.vertical, spacing: 0, role: .dialog)
        widget = box
        box.halign = .center
        box.valign = .center
        box.isVisible = false
        box.addCSSClass("pin-dialog-content")
        box.setAccessibleLabel("Staff PIN")
        let title = Label("Leave kiosk mode")
        title.addCSSClass("page-title")
        message.addCSSClass("pin-dialog-message")
        message.wraps = true
        unlockButton.addCSSClass("suggested-action")
        unlockButton.addCSSClass("touch-target")
        cancel.addCSSClass("touch-target")
        let buttons = Box(.horizontal, spacing: 0)
        buttons.isHomogeneous = true
        buttons.append(cancel)
        buttons.append(unlockButton)
        box.append(title)
        box.append(input.widget)
        box.append(message)
        box.append(keypad.widget)
        box.append(buttons)
        keypad.onKey = { [weak self] key in
            guard let self else { return }
            KeypadTyping.apply(key, to: self.input.entry, decimalSeparator: "")
        }
        input.onSubmit = { [weak self] in self?.check() }
        unlockButton.onClicked { [weak self] in self?.check() }
        cancel.onClicked { [weak self] in self?.cancel() }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, _ in
            guard key == .escape else { return false }
            self?.cancel()
            return true
        }
        box.addController(keys)
        // Locked when the kiosk stopped: the lock goes on where it was.
        if let remaining = lockout.remainingSeconds(at: now) {
            lock(forSeconds: remaining)
        } else if lockout.lockedUntil != nil {
            endLock()
        }
    }

    /// Whether the panel is showing.
    var isShown: Bool { widget.isVisible }

    func present() {
        input.reset()
        // While locked, the panel keeps saying why Unlock is greyed out.
        if lockTimer == nil { message.text = "" }
        widget.isVisible = true
        _ = input.focus()
    }

    /// Hides the panel and forgets what was typed (a lock and its reason stay).
    func dismiss() {
        input.reset()
        if lockTimer == nil { message.text = "" }
        widget.isVisible = false
    }

    private func check() {
        guard lockTimer == nil else { return }
        let typed = input.text
        input.reset()
        if pin.matches(typed) {
            lockout = PINLockout()
            keep()
            dismiss()
            onUnlocked?()
            return
        }
        lockout.failures += 1
        if lockout.failures >= 3 {
            // Slows down guessing at the terminal: every third wrong PIN locks the panel, each
            // time twice as long (30 s up to 15 min): 10,000 four-digit PINs take weeks.
            lockout.lockouts += 1
            let seconds = Self.lockSeconds(afterLockout: lockout.lockouts)
            lockout.lockedUntil = Date().addingTimeInterval(TimeInterval(seconds))
            lock(forSeconds: seconds)
        } else {
            message.text = "Wrong PIN."
        }
        keep()
        input.setError("Wrong PIN")
        _ = input.focus()
    }

    /// Greys out Unlock for `seconds`, saying why.
    private func lock(forSeconds seconds: Int) {
        let minutes = (seconds + 59) / 60
        let wait = seconds < 60 ? "\(seconds) seconds" : minutes == 1 ? "1 minute" : "\(minutes) minutes"
        message.text = "Wrong PIN. Try again in \(wait)."
        unlockButton.isSensitive = false
        lockTimer = MainLoopTimer.once(after: seconds * 1000) { [weak self] in self?.endLock() }
    }

    private func endLock() {
        lockTimer = nil
        lockout.failures = 0
        lockout.lockedUntil = nil
        keep()
        unlockButton.isSensitive = true
        message.text = ""
    }

    /// Writes the wrong PINs down; if that fails, they still count for as long as the kiosk runs,
    /// and the first failure is reported (for the terminal's logs: no PIN in it).
    private func keep() {
        do {
            try lockoutFile?.save(lockout)
        } catch {
            guard !reportedKeepFailure, let path = lockoutFile?.url.path else { return }
            reportedKeepFailure = true
            FileHandle.standardError.write(Data("entrydesk: wrong PINs cannot be kept across restarts in \(path): \(error)\n".utf8))
        }
    }
    private var reportedKeepFailure = false

    /// How long the `lockout`-th lock lasts, in seconds: 30, 60, 120, ... at most 900.
    nonisolated static func lockSeconds(afterLockout lockout: Int) -> Int {
        min(900, 30 << min(max(lockout - 1, 0), 5))
    }

    private func cancel() {
        dismiss()
        onCancelled?()
    }
}
