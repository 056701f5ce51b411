import AmountKit
import GtkKit

/// Between GTK's text entry and AmountKit's typing model: turns each edit GTK is about to make
/// (an insertion, a deletion) into what the amount field shows instead, and tells which of the
/// entry's `changed` signals carry a final text. Holds no widget: the tests drive it with text
/// and carets alone.
struct AmountFieldBridge {
    /// The typing model (rebuilt with the currency, locale and limits).
    var typing: AmountTyping
    /// The text shown is the person's own, as typed (see `AmountTypingState.isVerbatim`).
    private(set) var isVerbatim = false
    /// The person typed group separators themselves.
    private(set) var typedGrouping = false
    /// The text a `.replaceAll` decision will leave: GTK sets it as a delete then an insert
    /// (even when it is the same text), and `changed` fires for both; only the final one counts.
    private var pendingText: String?

    /// What an edit becomes: GTK's decision and, unless it was refused, the state it leaves.
    struct Edit: Equatable {
        /// What the entry should do with the edit.
        let decision: EditDecision
        /// The state the entry shows after the edit (nil: refused).
        let state: AmountTypingState?
        /// Why the edit was refused, if it was.
        let rejection: AmountEditRejection?
    }

    init(typing: AmountTyping) {
        self.typing = typing
    }

    /// The model's state for the entry's text and selection, with the bridge's typing flags.
    func state(text: String, selection: Range<Int>) -> AmountTypingState {
        AmountTypingState(
            edit: AmountEditState(text: text, selection: selection),
            isVerbatim: isVerbatim, typedGrouping: typedGrouping)
    }

    /// What inserting `inserted` at `position` into `text` becomes.
    mutating func insert(_ inserted: String, at position: Int, into text: String) -> Edit {
        let current = state(text: text, selection: position..<position)
        let result = typing.replace(position..<position, with: inserted, in: current)
        var naive = Array(text.unicodeScalars)
        let at = min(max(0, position), naive.count)
        naive.insert(contentsOf: inserted.unicodeScalars, at: at)
        return decide(result, naiveText: String(String.UnicodeScalarView(naive)), naiveCaret: at + inserted.unicodeScalars.count)
    }

    /// What deleting `range` from `text` (with `selection` selected) becomes.
    mutating func delete(_ range: Range<Int>, from text: String, selection: Range<Int>) -> Edit {
        let result = typing.replace(range, with: "", in: state(text: text, selection: selection))
        var naive = Array(text.unicodeScalars)
        let lower = min(range.lowerBound, naive.count), upper = min(range.upperBound, naive.count)
        naive.removeSubrange(lower..<upper)
        return decide(result, naiveText: String(String.UnicodeScalarView(naive)), naiveCaret: lower)
    }

    /// Takes the typing flags of a state the entry shows now (written by the field itself).
    mutating func adopt(_ state: AmountTypingState) {
        isVerbatim = state.isVerbatim
        typedGrouping = state.typedGrouping
    }

    /// Forgets the text an edit waited for: the field wrote the entry itself.
    mutating func wroteText() {
        pendingText = nil
    }

    /// Whether a `changed` signal with the entry showing `text` is a final text (false for the
    /// empty text between GTK's delete and insert of a replacement).
    mutating func isSettled(_ text: String) -> Bool {
        guard let pendingText else { return true }
        guard text == pendingText else { return false }
        self.pendingText = nil
        return true
    }

    private mutating func decide(_ result: AmountTypingResult, naiveText: String, naiveCaret: Int) -> Edit {
        // A new edit: whatever the last one waited for has been seen (or never comes).
        pendingText = nil
        if let rejection = result.rejection {
            return Edit(decision: .reject, state: nil, rejection: rejection)
        }
        adopt(result.state)
        if result.state.text == naiveText, result.state.caret == naiveCaret {
            return Edit(decision: .accept, state: result.state, rejection: nil)
        }
        // GTK sets the text as a delete then an insert, even when it is the same text (a typed
        // group separator): the `changed` for the empty text in between is not an amount.
        pendingText = result.state.text
        return Edit(decision: .replaceAll(text: result.state.text, caret: result.state.caret), state: result.state, rejection: nil)
    }
}
