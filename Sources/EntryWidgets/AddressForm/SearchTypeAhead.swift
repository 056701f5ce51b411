import GtkKit

/// Enter typed on the address search before its answer came, and the keys typed after it.
///
/// An operator who knows the index types "1601 amph", Enter and the amount without looking:
/// Enter then waits for the answer to the text typed and does what it would have done with it
/// (picks a lone address, else moves on as in any field), and the keys after it wait with it
/// (`TypeAhead`) until the pick has put focus where they belong (the amount, or the unit).
@MainActor
struct SearchTypeAhead {
    /// Whether an answer to the text in the field is on its way (waiting to ask, or asked).
    var isAnswerPending = false
    /// Enter came before the answer: the keys are held until it is answered.
    private var enterWaiting: TypeAhead.Hold?
    /// A picked address is being resolved: keys wait for focus to move where the pick leads.
    private var resolving: TypeAhead.Hold?

    /// Enter with no row to pick: true when it waits for the answer on its way.
    mutating func enterPressed(near widget: Widget) -> Bool {
        guard isAnswerPending else { return false }
        if enterWaiting == nil { enterWaiting = TypeAhead.holdKeys(near: widget) }
        return enterWaiting != nil
    }

    /// The answer came: whether an Enter was waiting for it (its hold passes to what follows).
    mutating func answered() -> TypeAhead.Hold? {
        isAnswerPending = false
        defer { enterWaiting = nil }
        return enterWaiting
    }

    /// A pick is resolved: the keys wait for it, under the hold of the Enter that picked it
    /// when there was one, or a new one when picked with a key.
    mutating func resolvingStarts(carrying hold: TypeAhead.Hold?, withKey: Bool, near widget: Widget) {
        resolving?.end()
        resolving = hold ?? (withKey ? TypeAhead.holdKeys(near: widget) : nil)
    }

    /// The pick has moved focus on (or failed): the keys go on.
    mutating func resolvingEnded() {
        resolving?.end()
        resolving = nil
    }

    /// Nothing is on its way any more (focus left, the text changed, a reset): keys go on.
    mutating func cancel() {
        isAnswerPending = false
        enterWaiting?.end()
        enterWaiting = nil
        resolvingEnded()
    }
}
