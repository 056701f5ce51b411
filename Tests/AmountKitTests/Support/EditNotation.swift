@testable import AmountKit

/// "1,2|34" notation for edit states: "|" marks the caret, "[...]" a selection.
enum EditNotation {
    /// The state a notation describes.
    static func state(_ notation: String) -> AmountEditState {
        var scalars: [Unicode.Scalar] = []
        var caret: Int?
        var selectionStart: Int?
        var selectionEnd: Int?
        for scalar in notation.unicodeScalars {
            switch scalar {
            case "|": caret = scalars.count
            case "[": selectionStart = scalars.count
            case "]": selectionEnd = scalars.count
            default: scalars.append(scalar)
            }
        }
        let text = String(String.UnicodeScalarView(scalars))
        if let selectionStart, let selectionEnd {
            return AmountEditState(text: text, selection: selectionStart..<selectionEnd)
        }
        return AmountEditState(text: text, caret: caret ?? scalars.count)
    }

    /// The notation of a state with a caret (selections are not produced by edits).
    static func notation(_ state: AmountEditState) -> String {
        var scalars = Array(state.text.unicodeScalars)
        let caret = min(max(0, state.caret), scalars.count)
        scalars.insert("|", at: caret)
        return String(String.UnicodeScalarView(scalars))
    }
}
