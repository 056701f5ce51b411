/// The outcome of one edit: the new state, or the old one and why the edit was refused.
public struct AmountEditResult: Sendable, Equatable {
    /// The state to show (unchanged text when rejected; the caret then keeps its place).
    public let state: AmountEditState
    /// Why the edit was refused, or nil when it was applied.
    public let rejection: AmountEditRejection?

    /// Whether the edit was applied.
    public var isAccepted: Bool { rejection == nil }

    /// Creates a result.
    public init(state: AmountEditState, rejection: AmountEditRejection?) {
        self.state = state
        self.rejection = rejection
    }
}
