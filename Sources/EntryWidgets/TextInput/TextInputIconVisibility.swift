/// When a TextInput's leading or trailing icon shows.
public enum TextInputIconVisibility: Sendable, Equatable {
    /// Always.
    case always
    /// While focus is in the field (a clear button, say).
    case whileEditing
    /// While focus is elsewhere.
    case unlessEditing

    func isVisible(editing: Bool) -> Bool {
        switch self {
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }
}
