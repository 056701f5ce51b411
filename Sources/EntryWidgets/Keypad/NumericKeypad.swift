import Foundation
import GtkKit

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
    public init(locale: Locale = .current, showsDecimalSeparator: Bool = true,
                backspaceLabel: String = "Delete", clearLabel: String = "Clear") {
        grid.addCSSClass("keypad")
        grid.columnsHomogeneous = true
        widget = grid
        let separator = locale.decimalSeparator ?? "."
        let layout: [[KeypadKey?]] = [
            [.character("1"), .character("2"), .character("3")],
            [.character("4"), .character("5"), .character("6")],
            [.character("7"), .character("8"), .character("9")],
            [showsDecimalSeparator ? .decimalSeparator : .clear, .character("0"), .backspace],
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
                if case .decimalSeparator = key { button.setAccessibleLabel("Decimal separator") }
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
    }
}
