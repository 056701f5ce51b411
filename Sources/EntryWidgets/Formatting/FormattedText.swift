/// Text with a caret position, as a formatter returns it.
///
/// Positions count Unicode scalars, as GTK counts characters in a text field.
public struct FormattedText: Sendable, Equatable {
    /// The text.
    public var text: String
    /// Where the caret goes, in Unicode scalars from the start.
    public var caret: Int

    /// Text with the caret at `caret`.
    public init(text: String, caret: Int) {
        self.text = text
        self.caret = caret
    }
}
