/// One user action on an amount field.
///
/// Every edit replaces the selection when there is one. The widget maps a single typed key to
/// `.insert`, a clipboard paste or drop to `.paste`, BackSpace to `.deleteBackward`, Delete to
/// `.deleteForward` and the keypad's decimal key (KP_Decimal, KP_Separator) to `.keypadDecimal`.
public enum AmountEdit: Sendable, Hashable {
    /// Typed text (usually one character; an input method may send several at once).
    case insert(String)
    /// Pasted text: read with the lenient parser (currency symbols, other conventions).
    case paste(String)
    /// BackSpace: deletes the selection, or the unit before the caret, skipping a group separator.
    case deleteBackward
    /// Delete: deletes the selection, or the unit after the caret, skipping a group separator.
    case deleteForward
    /// The keypad decimal key: always the locale's decimal separator.
    case keypadDecimal
}
