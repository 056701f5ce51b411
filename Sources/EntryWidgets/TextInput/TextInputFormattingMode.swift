/// When a TextInput applies its formatter.
public enum TextInputFormattingMode: Sendable, Equatable {
    /// On every insertion and deletion, keeping the caret in place.
    case whileTyping
    /// When focus leaves the field (the person types freely, the value is tidied afterwards).
    case onFocusOut
}
