/// What an amount field holds while a person types: the text and selection, and whether the
/// text is the person's own, as typed (`isVerbatim`), or the edit model's formatted form.
public struct AmountTypingState: Sendable, Hashable {
    /// The text and selection.
    public var edit: AmountEditState
    /// The text is kept exactly as typed: a keystroke the edit model could not take, or one it
    /// would have taken with another meaning than the person's ("12,3456" regrouped to
    /// "123,456"), left it that way. It reads as an amount only if a paste of it would.
    public var isVerbatim: Bool
    /// The person typed a group separator (",", ".", space, apostrophe) that is still in the
    /// text: from then on, regrouping that changes what the typed text means is not allowed.
    public var typedGrouping: Bool

    /// A state; formatted unless said otherwise.
    public init(edit: AmountEditState, isVerbatim: Bool = false, typedGrouping: Bool = false) {
        self.edit = edit
        self.isVerbatim = isVerbatim
        self.typedGrouping = typedGrouping
    }

    /// The text.
    public var text: String { edit.text }
    /// The caret, in Unicode scalars.
    public var caret: Int { edit.caret }

    /// The empty field.
    public static let empty = AmountTypingState(edit: .empty)
}
