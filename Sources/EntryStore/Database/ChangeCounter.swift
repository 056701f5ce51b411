import Foundation
import GRDB

/// Tells whether the saved entries changed since it was last asked (a save, an edit, a delete,
/// an import, the team sync; this process's or another's), on a read-only connection of its
/// own: it never waits for the store's writer, which may be waiting for another program's
/// lock. Drafts and sync bookkeeping do not count (`EntryGenerationSchema`).
public final class ChangeCounter: Sendable {
    private let connection: DatabaseQueue
    private let path: String

    /// A counter for the store's database.
    public init(store: EntryStore) throws {
        path = store.path
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "EntryStore.changes"
        do {
            connection = try DatabaseQueue(path: store.path, configuration: configuration)
        } catch {
            throw StoreDatabase.storeError(error, path: store.path)
        }
    }

    /// A number that is different after any commit that changed the entries since the last
    /// time it was read.
    public func value() throws -> Int {
        do {
            return try connection.inDatabase { db in try EntryStore.entryGeneration(db) }
        } catch {
            throw StoreDatabase.storeError(error, path: path)
        }
    }
}
