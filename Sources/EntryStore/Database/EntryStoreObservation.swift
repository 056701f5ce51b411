import GRDB

/// A running watch on saved entries; it stops when cancelled or released.
public final class EntryStoreObservation: Sendable {
    /// GRDB's handle; cancelling it (or releasing it) removes the transaction observer.
    private let cancellable: AnyDatabaseCancellable

    init(_ cancellable: AnyDatabaseCancellable) {
        self.cancellable = cancellable
    }

    /// Stops reporting changes.
    public func cancel() {
        cancellable.cancel()
    }
}
