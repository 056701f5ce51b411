import Localization

/// The words a field adds to what a screen reader says of it (localisation). GTK 4.8 sends a
/// screen reader neither the required state nor an error state it can use (see
/// `Widget.setAccessibleInvalid`), and Orca 43 says nothing of an empty field: all three travel
/// as words, in the field's description and its accessible placeholder.
public struct FieldSpeechStrings: Sendable, Equatable {
    /// Said after the name of a field that must be filled.
    public var required: String
    /// The error message as said ("Error: ZIP code is required"); `%@` is the message.
    public var error: String
    /// Said instead of the value of an empty field.
    public var blank: String
    /// Said of an empty field that shows an example; `%@` is the example ("95014").
    public var blankWithExample: String

    /// The window's words (English on the command line and in tests).
    public init(
        // Translators: said by a screen reader after the name of a field that must be filled ("ZIP code. Required").
        required: String = tr("Required"),
        // Translators: said by a screen reader of a field with an error; %@ is the error message ("ZIP code is required").
        error: String = tr("Error: %@"),
        // Translators: said by a screen reader instead of the value of an empty field (the field holds nothing).
        blank: String = tr("Blank"),
        // Translators: said by a screen reader of an empty field that shows an example; %@ is the example ("95014").
        blankWithExample: String = tr("Blank, for example %@")
    ) {
        self.required = required
        self.error = error
        self.blank = blank
        self.blankWithExample = blankWithExample
    }

    /// What a screen reader says of the field while it is empty: never the example alone,
    /// which Orca would read as if it were the value.
    func spokenPlaceholder(_ placeholder: String) -> String {
        placeholder.isEmpty ? blank : LocalizedFormat.fill(blankWithExample, placeholder)
    }
}
