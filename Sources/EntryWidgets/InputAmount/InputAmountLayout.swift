/// The look of an InputAmount's field (the design's `Layout`).
public enum InputAmountLayout: Sendable, Equatable {
    /// A bordered container with rounded corners.
    case `default`
    /// An underline under large type; the line thickens while focused.
    case prominent
}
