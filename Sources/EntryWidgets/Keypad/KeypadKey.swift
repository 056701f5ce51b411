/// A key of the on-screen keypads.
public enum KeypadKey: Equatable, Sendable {
    /// Types a character (a digit, a letter, a space).
    case character(Character)
    /// Types the locale's decimal separator (the amount's edit model places it).
    case decimalSeparator
    /// Deletes the character before the caret (or the selection).
    case backspace
    /// Empties the field.
    case clear
}
