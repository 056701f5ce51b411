/// The text of an amount field and its selection, in Unicode scalar offsets.
///
/// Offsets count Unicode scalars (code points), the unit of GTK's `GtkEditable` positions
/// ("character offsets" in GTK are code points, not grapheme clusters).
public struct AmountEditState: Sendable, Hashable {
    /// The field's whole text (including any currency prefix or suffix the editor adds).
    public var text: String
    /// The selected range; empty when there is only a caret.
    public var selection: Range<Int>

    /// The caret: the end of the selection.
    public var caret: Int { selection.upperBound }

    /// A state with a caret and no selection.
    public init(text: String, caret: Int) {
        self.text = text
        self.selection = caret..<caret
    }

    /// A state with a selection (lower and upper bound in scalar offsets).
    public init(text: String, selection: Range<Int>) {
        self.text = text
        self.selection = selection
    }

    /// The empty field.
    public static let empty = AmountEditState(text: "", caret: 0)
}
