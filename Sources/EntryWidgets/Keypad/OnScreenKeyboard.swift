import GtkKit
import Localization

/// A touch keyboard for the kiosk's text fields when there is no physical keyboard.
///
/// Letters, digits, the punctuation addresses use, `+` (a phone number's international prefix,
/// `+49 30 1234567`), space and backspace; Shift gives capitals for one key. Its keys never take
/// focus: they type into the field that has it (`target`).
@MainActor
public final class OnScreenKeyboard {
    /// The widget to place in a layout.
    public let widget: Widget
    /// The field keys type into (the kiosk sets it as focus moves).
    public weak var target: Entry?
    /// Called after each key (the kiosk's idle timer counts it as activity).
    public var onKey: (@MainActor () -> Void)?
    private let box = Box(.vertical, spacing: 0, role: .group)
    private var shift = false
    private var letterButtons: [(Button, Character)] = []
    /// The keys by the text on them (lower case), for tests that tap them.
    private(set) var keys: [String: Button] = [:]

    /// A keyboard with accessible names for its special keys (the window's words by default), and
    /// for itself when it is one of several on screen.
    public init(
        // Translators: the label of the space bar of the on-screen keyboard (a wide key; keep it short).
        spaceLabel: String = trc("keyboard key", "Space"),
        // Translators: the accessible name of the backspace key (⌫) of the on-screen keyboard (said by a screen reader).
        backspaceLabel: String = trc("keyboard key", "Delete"),
        // Translators: the accessible name of the shift key (⇧) of the on-screen keyboard (said by a screen reader).
        shiftLabel: String = trc("keyboard key", "Shift"),
        accessibleLabel: String? = nil
    ) {
        if let accessibleLabel { box.setAccessibleLabel(accessibleLabel) }
        box.addCSSClass("keypad")
        box.addCSSClass("on-screen-keyboard")
        widget = box
        // The `+` beside the digits: a phone number is typed on the digit row.
        let rows = ["1234567890+", "qwertyuiop", "asdfghjkl'", "zxcvbnm,.-"]
        for (index, letters) in rows.enumerated() {
            let row = Box(.horizontal, spacing: 0)
            row.isHomogeneous = true
            if index == 3 {
                let shiftKey = makeKey(label: "⇧") { [weak self] in self?.toggleShift() }
                shiftKey.setAccessibleLabel(shiftLabel)
                row.append(shiftKey)
            }
            for character in letters {
                let button = makeKey(label: String(character)) { [weak self] in self?.type(character) }
                if character.isLetter { letterButtons.append((button, character)) }
                row.append(button)
            }
            if index == 3 {
                let backspace = makeKey(label: "⌫") { [weak self] in self?.press(.backspace) }
                backspace.setAccessibleLabel(backspaceLabel)
                row.append(backspace)
            }
            box.append(row)
        }
        let bottom = Box(.horizontal, spacing: 0)
        let space = makeKey(label: spaceLabel) { [weak self] in self?.press(.character(" ")) }
        space.hexpand = true
        bottom.append(space)
        box.append(bottom)
    }

    private func makeKey(label: String, action: @escaping @MainActor () -> Void) -> Button {
        let button = Button(label: label)
        keys[label] = button
        button.isFocusable = false
        button.focusOnClick = false
        button.addCSSClass("touch-target")
        button.onClicked(action)
        return button
    }

    private func type(_ character: Character) {
        let typed = shift ? Character(String(character).uppercased()) : character
        press(.character(typed))
        if shift { toggleShift() }
    }

    private func press(_ key: KeypadKey) {
        guard let target else { return }
        KeypadTyping.apply(key, to: target, decimalSeparator: ".")
        onKey?()
    }

    private func toggleShift() {
        shift.toggle()
        for (button, letter) in letterButtons {
            button.label = shift ? String(letter).uppercased() : String(letter)
        }
    }
}
