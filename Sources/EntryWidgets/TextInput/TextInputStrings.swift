/// The words a TextInput shows or says itself; pass translated ones to localise it.
public struct TextInputStrings: Sendable, Equatable {
    /// The accessible name of the error icon.
    public var errorIcon: String
    /// The accessible name and tooltip of the password visibility toggle (a toggle button: its
    /// pressed state says whether the password is shown).
    public var passwordVisibilityToggle: String
    /// The words added for a screen reader (required, error, blank).
    public var speech: FieldSpeechStrings

    /// English defaults.
    public init(errorIcon: String = "Error icon", passwordVisibilityToggle: String = "Show password",
                speech: FieldSpeechStrings = FieldSpeechStrings()) {
        self.errorIcon = errorIcon
        self.passwordVisibilityToggle = passwordVisibilityToggle
        self.speech = speech
    }
}
