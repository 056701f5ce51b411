import Foundation
import Synchronization

/// Duplicate keys computed ahead of a write on another thread, for the SQL function to use
/// instead of computing them on the writer's: a pull computes the keys of its next page while
/// the page before it is written (the key took a quarter of the writer's time). The key is a
/// pure function of the fields it is offered for, so a key found here is the key the function
/// would compute; one not found is computed as before.
final class DuplicateKeyHandOver: Sendable {
    private let keys = Mutex<[KeyedFields: Data]>([:])

    /// Makes `offered` (fields in `DuplicateKeySchema.keyedColumns` order, and the digest of
    /// their key) available until `clear`.
    func offer(_ offered: [KeyedFields: Data]) {
        keys.withLock { keys in
            // A pull offers a page's keys to an empty hand-over: take them whole, not key by key.
            if keys.isEmpty { keys = offered } else { keys.merge(offered) { _, new in new } }
        }
    }

    /// The digest offered for `fields`, if any.
    func digest(for fields: [String]) -> Data? {
        keys.withLock { $0[KeyedFields(fields)] }
    }

    /// Forgets every key offered: what a write did not use stays no longer than the write.
    func clear() {
        keys.withLock { $0.removeAll() }
    }
}
