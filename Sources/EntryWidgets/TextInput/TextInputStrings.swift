import Localization

/// The words a TextInput shows or says itself, in the window's language (`tr`); pass others to
/// override them.
public struct TextInputStrings: Sendable, Equatable {
    /// The accessible name of the error icon.
    public var errorIcon: String
    /// The accessible name and tooltip of the password visibility toggle (a toggle button: its
    /// pressed state says whether the password is shown).
    public var passwordVisibilityToggle: String
    /// The words added for a screen reader (required, error, blank).
    public var speech: FieldSpeechStrings

    /// The window's words (English on the command line and in tests).
    public init(
        // Translators: the accessible name of the icon shown beside an error message (said by a screen reader).
        errorIcon: String = tr("Error icon"),
        // Translators: the tooltip and accessible name of the eye button of a password field; it is a toggle
        // (a screen reader says whether it is pressed), so keep the same words for both states.
        passwordVisibilityToggle: String = tr("Show password"),
        speech: FieldSpeechStrings = FieldSpeechStrings()
    ) {
        self.errorIcon = errorIcon
        self.passwordVisibilityToggle = passwordVisibilityToggle
        self.speech = speech
    }
}
