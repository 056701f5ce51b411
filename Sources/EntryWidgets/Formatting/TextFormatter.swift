/// Rewrites a field's text while the person types (postal codes, IBANs, upper case), keeping the
/// caret next to the character the person just typed.
///
/// `format` gets the whole text as it would be after the edit and the caret after the edit, and
/// returns the text to show and where the caret belongs. Positions count Unicode scalars.
/// Formatting must be idempotent: formatting formatted text changes nothing.
public protocol TextFormatter: Sendable {
    /// The formatted text and caret for `text` with the caret at `caret`.
    func format(_ text: String, caret: Int) -> FormattedText
}
