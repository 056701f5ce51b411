/// One row of a suggestion popover: a choice the person can pick, or an action row (back,
/// enter manually) that keyboard navigation reaches like any other row.
public struct SuggestionItem: Sendable, Equatable {
    /// What a row stands for.
    public enum Kind: Sendable, Equatable {
        /// A suggestion or choice; `drills` shows that picking it opens a deeper list.
        case option(drills: Bool)
        /// A command row (back, enter manually).
        case action
    }

    /// The first line.
    public var title: String
    /// The second, quieter line (`.suggestion-secondary`); empty: none.
    public var detail: String
    /// The accessible name: the full text a screen reader says for the row.
    public var accessibleName: String
    /// Option or action.
    public var kind: Kind
    /// An icon before the text (the back row's arrow), nil: none. Named, not drawn as a
    /// character: GTK picks the icon's right-to-left twin ("go-previous-symbolic-rtl") in a
    /// mirrored window, where an arrow in the text would keep pointing the English way.
    public var leadingIconName: String?

    /// A row; the accessible name defaults to the title and detail together.
    public init(
        title: String, detail: String = "", accessibleName: String? = nil, kind: Kind = .option(drills: false),
        leadingIconName: String? = nil
    ) {
        self.leadingIconName = leadingIconName
        self.title = title
        self.detail = detail
        self.accessibleName = accessibleName ?? (detail.isEmpty ? title : "\(title), \(detail)")
        self.kind = kind
    }

    /// Whether the row is a suggestion or choice (not a command row).
    var isOption: Bool {
        if case .option = kind { return true }
        return false
    }
}
