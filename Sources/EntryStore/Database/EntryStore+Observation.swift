import GRDB

extension EntryStore {
    /// Calls `onChange` after each committed transaction that changed entries through this
    /// store (insert, update, delete, import), so a list can reload its visible rows.
    ///
    /// `onChange` runs on the store's writer queue, not the main thread: hop to the UI thread
    /// before touching widgets. Changes made by other processes are not reported.
    public func observeEntries(onChange: @escaping @Sendable () -> Void) -> EntryStoreObservation {
        let observation = DatabaseRegionObservation(tracking: Table("entry"))
        let cancellable = observation.start(in: pool, onError: { _ in }, onChange: { _ in onChange() })
        return EntryStoreObservation(cancellable)
    }
}
