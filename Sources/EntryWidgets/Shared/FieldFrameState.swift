import Localization

/// What a FieldFrame shows: the component's state, handed to `FieldFrame.refresh(state:)`.
struct FieldFrameState: Equatable {
    /// The label above the field ("" hides it).
    var title = ""
    /// The label at the end of the heading row ("" hides it; primary-and-secondary headings only).
    var secondaryTitle = ""
    /// The text under the field while there is no error ("" hides it).
    var helperText = ""
    /// The error message that replaces the helper (nil: no error).
    var errorText: String?
    var hasFocus = false
    var isEnabled = true
    var isReadOnly = false
    /// Whether the field must be filled (said as a word: GTK 4.8 does not send the state).
    var isRequired = false
    /// The field's accessible name.
    var accessibleLabel = ""
    /// The field's accessible value text (nil: the field has none of its own, as for plain text).
    var accessibleValue: String?
    /// The words added for a screen reader.
    var speech = FieldSpeechStrings()

    /// What the eye reads around the field, in order: the value (GTK 4.8 does not send an
    /// entry's value text over AT-SPI), the secondary label, whether it is required, then the
    /// error (said as one) or the helper.
    var accessibleDescription: String {
        let note = errorText.map { LocalizedFormat.fill(speech.error, $0) } ?? helperText
        return [accessibleValue ?? "", secondaryTitle, isRequired ? speech.required : "", note]
            .filter { !$0.isEmpty }.joined(separator: ". ")
    }
}
