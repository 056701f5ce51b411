extension AmountEditor {
    /// Applies a raw text change as GTK reports it (`GtkEditable` delete-text then insert-text):
    /// `range` of `state.text` (scalar offsets) is replaced by `text`.
    ///
    /// Mapping: empty `text` deletes the range; when the range is a single character holding
    /// no digit, sign or decimal separator (a group separator) it acts as BackSpace from a caret
    /// at its end, or as Delete from a caret at its start, so the digit beyond the separator
    /// goes and the caret does not jump. A single typed character is `.insert`; longer text
    /// is `.paste`. A widget that sees the key itself may call `apply` directly instead.
    public func replace(_ range: Range<Int>, with text: String, in state: AmountEditState) -> AmountEditResult {
        let count = state.text.unicodeScalars.count
        let lower = min(max(0, range.lowerBound), count)
        let upper = min(max(lower, range.upperBound), count)
        if text.isEmpty {
            // The person's own selection, when it holds only grouping, deletes nothing (the
            // one-character rule below is for BackSpace and Delete beside a separator).
            if state.selection == lower..<upper, decode(state).selection.isEmpty {
                return AmountEditResult(state: unchanged(state), rejection: nil)
            }
            if upper - lower == 1 {
                let decoded = decode(AmountEditState(text: state.text, selection: lower..<upper))
                if decoded.selection.isEmpty {
                    let forward = state.caret == lower && state.selection.isEmpty
                    let caretState = AmountEditState(text: state.text, caret: forward ? lower : upper)
                    return apply(forward ? .deleteForward : .deleteBackward, to: caretState)
                }
            }
            return apply(.deleteBackward, to: AmountEditState(text: state.text, selection: lower..<upper))
        }
        let edit: AmountEdit = text.unicodeScalars.count == 1 ? .insert(text) : .paste(text)
        return apply(edit, to: AmountEditState(text: state.text, selection: lower..<upper))
    }
}
