/// What an insert or delete interceptor decides about a pending edit of a `Text`.
public enum EditDecision: Sendable, Equatable {
    /// Let GTK apply the edit as it is.
    case accept
    /// Drop the edit.
    case reject
    /// Insert this text instead of what was typed or pasted (insertions only).
    case insert(String)
    /// Replace the whole content with `text` and put the caret at character `caret`.
    case replaceAll(text: String, caret: Int)
}
