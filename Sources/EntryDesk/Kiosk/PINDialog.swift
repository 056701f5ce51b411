import EntryWidgets
import GtkKit

/// The admin's way out of the kiosk: a PIN typed on the keypad (or keyboard), checked against
/// the stored hash. After three wrong PINs it waits before the next try.
///
/// A panel over the kiosk's own window rather than a window of its own: a kiosk session often
/// has no window manager to place, stack or focus a second window.
@MainActor
final class PINDialog {
    let widget: Box
    private let input: TextInput
    private let message = Label()
    private let pin: AdminPIN
    private var failures = 0
    private var lockTimer: MainLoopTimer?
    private let unlockButton = Button(label: "Unlock")
    /// Called when the right PIN was entered.
    var onUnlocked: (@MainActor () -> Void)?
    /// Called when the dialog closes without unlocking.
    var onCancelled: (@MainActor () -> Void)?

    init(pin: AdminPIN) {
        self.pin = pin
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
    }

    /// Whether the panel is showing.
    var isShown: Bool { widget.isVisible }

    func present() {
        input.reset()
        message.text = ""
        widget.isVisible = true
        _ = input.focus()
    }

    /// Hides the panel and forgets what was typed.
    func dismiss() {
        input.reset()
        message.text = ""
        widget.isVisible = false
    }

    private func check() {
        guard lockTimer == nil else { return }
        let typed = input.text
        input.reset()
        if pin.matches(typed) {
            dismiss()
            onUnlocked?()
            return
        }
        failures += 1
        if failures >= 3 {
            // Slows down guessing at the terminal: 30 s after every third wrong PIN.
            message.text = "Wrong PIN. Try again in 30 seconds."
            unlockButton.isSensitive = false
            lockTimer = MainLoopTimer.once(after: 30_000) { [weak self] in
                self?.lockTimer = nil
                self?.failures = 0
                self?.unlockButton.isSensitive = true
                self?.message.text = ""
            }
        } else {
            message.text = "Wrong PIN."
        }
        input.setError("Wrong PIN")
        _ = input.focus()
    }

    private func cancel() {
        dismiss()
        onCancelled?()
    }
}
