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
    /// The field's accessible name.
    var accessibleLabel = ""
    /// The field's accessible value text (nil: the field has none of its own, as for plain text).
    var accessibleValue: String?

    /// What the eye reads around the field, in order: the value (GTK 4.8 does not send an
    /// entry's value text over AT-SPI), the secondary label, then the error or the helper.
    var accessibleDescription: String {
        [accessibleValue ?? "", secondaryTitle, errorText ?? helperText].filter { !$0.isEmpty }.joined(separator: ". ")
    }
}
