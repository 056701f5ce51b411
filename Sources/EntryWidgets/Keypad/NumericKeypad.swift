import Foundation
import GtkKit
import Localization

/// The kiosk's on-screen number pad: digits, the locale's decimal separator, backspace, clear.
///
/// Its buttons never take keyboard focus, so the field being typed into keeps it.
@MainActor
public final class NumericKeypad {
    /// The widget to place in a layout.
    public let widget: Widget
    /// Called with each key pressed.
    public var onKey: (@MainActor (KeypadKey) -> Void)?
    private let grid = Grid()

    /// A keypad for `locale`; `showsDecimalSeparator` false for PINs and zero-decimal currencies.
    /// The key names default to the window's words.
    public init(
        locale: Locale = .current, showsDecimalSeparator: Bool = true,
        // Translators: the accessible name of the backspace key of the on-screen number pad (said by a screen reader).
        backspaceLabel: String = trc("keyboard key", "Delete"),
        // Translators: the label of the key of the on-screen number pad that empties the field (a short button label).
        clearLabel: String = trc("keyboard key", "Clear"),
        // Translators: the accessible name of the key of the on-screen number pad that types "." or "," (said by a screen reader).
        decimalSeparatorLabel: String = tr("Decimal separator")
    ) {
        grid.addCSSClass("keypad")
        grid.columnsHomogeneous = true
        widget = grid
        let separator = locale.decimalSeparator ?? "."
        let layout: [[KeypadKey?]] = [
            [.character("1"), .character("2"), .character("3")],
            [.character("4"), .character("5"), .character("6")],
            [.character("7"), .character("8"), .character("9")],
            [showsDecimalSeparator ? .decimalSeparator : .clear, .character("0"), .backspace]
        ]
        for (row, keys) in layout.enumerated() {
            for (column, key) in keys.enumerated() {
                guard let key else { continue }
                let button: Button
                switch key {
                case .character(let character): button = Button(label: String(character))
                case .decimalSeparator: button = Button(label: separator)
                case .backspace:
                    button = Button(iconName: "edit-clear-symbolic")
                    button.setAccessibleLabel(backspaceLabel)
                case .clear: button = Button(label: clearLabel)
                }
                if case .decimalSeparator = key { button.setAccessibleLabel(decimalSeparatorLabel) }
                button.isFocusable = false
                button.focusOnClick = false
                button.addCSSClass("touch-target")
                button.onClicked { [weak self] in self?.onKey?(key) }
                grid.attach(button, column: column, row: row)
            }
        }
        if showsDecimalSeparator {
            let clear = Button(label: clearLabel)
            clear.isFocusable = false
            clear.focusOnClick = false
            clear.addCSSClass("touch-target")
            clear.onClicked { [weak self] in self?.onKey?(.clear) }
            grid.attach(clear, column: 0, row: 4, width: 3)
        }
        // 1 2 3 from the left in any window, as on a telephone, a cash machine or a PIN pad:
        // GTK mirrors a grid in a right-to-left window, where it read 3 2 1.
        grid.keepLeftToRight()
    }
}
