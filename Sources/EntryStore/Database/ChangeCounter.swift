import Foundation
import GRDB

/// Tells whether the database changed since it was last asked, on a read-only connection of
/// its own: it never waits for the store's writer, which may be waiting for another program's
/// lock. Every commit counts, this process's own included (a list read again after its own
/// save notes the new value then).
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
            throw EntryStore.storeError(error, path: store.path)
        }
    }

    /// A number that is different after any commit since the last time it was read.
    public func value() throws -> Int {
        do {
            return try connection.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        } catch {
            throw EntryStore.storeError(error, path: path)
        }
    }
}
