/// What the server said to a push: every change in it is on the server once it returns.
public struct PushReceipt: Sendable, Equatable {
    /// Changes applied now or by an earlier push of the same change: all of the batch.
    public var accepted: Int
    /// Of those, the ones this push applied (the rest were already there: a retry). A kiosk's
    /// change of an entry the server already has is not applied again (a kiosk only adds).
    public var newlyApplied: Int
}
