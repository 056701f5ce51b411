import GtkKit

/// Applies keypad keys to a text field the way typing would: through GTK's editable API, so
/// formatters and the amount's edit model see exactly what a keyboard would give them.
@MainActor
public enum KeypadTyping {
    /// Applies `key` to `entry`; `decimalSeparator` is what the decimal key types.
    public static func apply(_ key: KeypadKey, to entry: Entry, decimalSeparator: String) {
        switch key {
        case .character(let character):
            insert(String(character), into: entry)
        case .decimalSeparator:
            insert(decimalSeparator, into: entry)
        case .backspace:
            if let selection = entry.selection {
                entry.delete(selection)
            } else if entry.caretPosition > 0 {
                entry.delete((entry.caretPosition - 1)..<entry.caretPosition)
            }
        case .clear:
            entry.delete(0..<entry.characterCount)
        }
    }

    private static func insert(_ text: String, into entry: Entry) {
        if let selection = entry.selection { entry.delete(selection) }
        let end = entry.insert(text, at: entry.caretPosition)
        entry.caretPosition = end
    }
}
