import EntryWidgets
import GtkKit

/// The admin's way out of the kiosk: a PIN typed on the keypad (or keyboard), checked against
/// the stored hash. After three wrong PINs it waits before the next try.
@MainActor
final class PINDialog {
    let window: Window
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

    init(pin: AdminPIN, parent: Window) {
        self.pin = pin
        window = Window()
        window.title = "Staff PIN"
        window.isModal = true
        window.setTransient(for: parent)
        window.isDecorated = false
        window.addCSSClass("pin-dialog")
        input = TextInput(title: "Staff PIN", helper: "Enter the admin PIN to leave kiosk mode")
        input.isPassword = true
        input.inputPurpose = .pin
        input.maxLength = 12
        input.returnAction = .submit
        let keypad = NumericKeypad(showsDecimalSeparator: false)
        let cancel = Button(label: "Cancel")
        let box = Box(.vertical, spacing: 0, role: .dialog)
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
        window.setChild(box)
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
        window.addController(keys)
        window.onCloseRequest { [weak self] in
            self?.onCancelled?()
            return false
        }
    }

    func present() {
        window.present()
        input.focus()
    }

    private func check() {
        guard lockTimer == nil else { return }
        let typed = input.text
        input.reset()
        if pin.matches(typed) {
            window.destroy()
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
        input.focus()
    }

    private func cancel() {
        input.reset()
        window.destroy()
        onCancelled?()
    }
}
