import GRDB

/// One concern of the store (the entries, the drafts, the batches, ...) over the shared
/// database: each reads and writes through the same pool, and reports failures naming the file.
protocol StoreConcern: Sendable {
    /// The database every concern of the store shares.
    var database: StoreDatabase { get }
}

extension StoreConcern {
    /// The shared pool.
    var pool: DatabasePool { database.pool }

    /// The file path, as messages name it.
    var path: String { database.path }

    /// Runs `body`, mapping database failures to `EntryStoreError` (`StoreDatabase.mapped`).
    func mapped<T>(_ body: () throws -> T) throws -> T {
        try database.mapped(body)
    }
}
