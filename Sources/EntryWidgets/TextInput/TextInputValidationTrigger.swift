/// When a TextInput runs its validator.
public enum TextInputValidationTrigger: Sendable, Equatable {
    /// After every change of the text.
    case onChange
    /// When focus leaves the field; while the validator's error is shown, also after every
    /// change, so the error goes away as soon as the value is fixed.
    case onFocusOut
}
