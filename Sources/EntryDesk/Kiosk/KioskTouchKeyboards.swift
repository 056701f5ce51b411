import EntryWidgets
import Foundation
import GtkKit

/// The kiosk's touch keyboards and which one shows: the number pad beside the form while the
/// amount (or an office's number field) has focus, the letter keyboard under it while a text
/// field has focus (when the terminal has no keyboard of its own). The keys type into the field
/// with focus.
///
/// A field shows its keyboard when focus comes to it and also when it is tapped while it has
/// focus already (after a reset Name has focus, and tapping it is what a person does to type).
/// Suggestion lists keep clear of the letter keyboard (`KeepClearArea`).
@MainActor
final class KioskTouchKeyboards {
    /// The number pad's place in the layout (beside the form).
    let keypadArea = Box(.vertical, spacing: 0)
    /// The letter keyboard's place in the layout (under the form).
    let keyboardArea = Box(.vertical, spacing: 0)
    /// Called after each key (the idle timer counts it as activity).
    var onKey: (@MainActor () -> Void)?

    private let keypad: NumericKeypad
    private let keyboard: OnScreenKeyboard
    /// Whether the terminal needs the letter keyboard (it has no keyboard of its own).
    let showsKeyboard: Bool
    /// The field the number pad types into: the amount, or an office's number field.
    private weak var keypadTarget: Entry?
    private weak var scroller: ScrolledWindow?

    /// Keyboards for `locale`; the letter keyboard, named `keyboardLabel`, only when
    /// `showsKeyboard`.
    init(showsKeyboard: Bool, locale: Locale, keyboardLabel: String) {
        self.showsKeyboard = showsKeyboard
        keyboard = OnScreenKeyboard(accessibleLabel: keyboardLabel)
        keypad = NumericKeypad(locale: locale)
        keypadArea.append(keypad.widget)
        keypadArea.addCSSClass("kiosk-keypad")
        keypadArea.isVisible = false
        keyboardArea.append(keyboard.widget)
        setKeyboardShown(false)
        KeepClearArea.add(keyboardArea)
        keyboard.onKey = { [weak self] in self?.onKey?() }
        let separator = locale.decimalSeparator ?? "."
        keypad.onKey = { [weak self] key in
            guard let self, let target = self.keypadTarget else { return }
            self.onKey?()
            KeypadTyping.apply(key, to: target, decimalSeparator: separator)
        }
    }

    /// Follows focus among `textInputs` (letters), `amount` and `numberInputs` (the number pad:
    /// an office's integers and decimals), in the form that `scroller` scrolls.
    func attach(textInputs: [TextInput], amount: InputAmount, numberInputs: [TextInput] = [], scroller: ScrolledWindow) {
        self.scroller = scroller
        for input in textInputs {
            input.onFocusChanged { [weak self, weak input] focused in
                guard let self, let input, focused else { return }
                self.showKeyboard(for: input)
            }
            // Capture phase: seen before the field's own click handling, which claims the tap.
            let tap = ClickGesture()
            tap.setPhase(.capture)
            tap.onPressed { [weak self, weak input] _ in
                guard let self, let input, input.entry.containsFocus else { return }
                self.showKeyboard(for: input)
            }
            input.entry.addController(tap)
        }
        amount.onFocusChanged { [weak self, weak amount] focused in
            guard let self, let amount, focused else { return }
            self.showKeypad(for: amount.entry)
        }
        for input in numberInputs {
            input.onFocusChanged { [weak self, weak input] focused in
                guard let self, let input, focused else { return }
                self.showKeypad(for: input.entry)
            }
        }
    }

    /// The number pad beside the form, typing into `entry`; no letter keyboard.
    private func showKeypad(for entry: Entry) {
        setKeyboardShown(false)
        keyboard.target = nil
        keypadTarget = entry
        keypadArea.isVisible = true
    }

    /// The letter keyboard (when the terminal needs one), typing into `input`.
    func showKeyboard(for input: TextInput) {
        keypadArea.isVisible = false
        keypadTarget = nil
        keyboard.target = input.entry
        setKeyboardShown(showsKeyboard)
        // The keyboard takes the bottom of the screen: once the form has its new height, the
        // field (title, text and helper) is scrolled into what is left, by the frames both
        // have in the window.
        guard let scroller else { return }
        scroller.onNextFramePainted { [weak scroller, weak input] in
            guard let scroller, let input, input.entry.containsFocus else { return }
            guard let field = input.widget.frameInWindow?.frame, let view = scroller.frameInWindow?.frame else { return }
            if field.maxY > view.maxY {
                scroller.verticalOffset += field.maxY - view.maxY
            } else if field.y < view.y {
                scroller.verticalOffset -= view.y - field.y
            }
        }
    }

    /// No keyboard, no target (a reset, another page); the keyboard back to the language's
    /// letters, for the next person.
    func hide() {
        keyboard.target = nil
        keyboard.reset()
        keypadTarget = nil
        setKeyboardShown(false)
        keypadArea.isVisible = false
    }

    /// Shows or hides the letter keyboard with its area: the keyboard's own visibility is what
    /// assistive technologies (and the end-to-end tests) see.
    private func setKeyboardShown(_ shown: Bool) {
        keyboardArea.isVisible = shown
        keyboard.widget.isVisible = shown
    }
}
