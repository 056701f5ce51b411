import Foundation
import GRDB
import SyncModel

/// A page of pulled entries made ready for `EntryStore.apply` on any thread: each entry's values
/// checked and turned into the statement's arguments, and each one's duplicate key computed. A
/// pull prepares the next page this way while the page before it is written, so the writer does
/// only what needs the database (two cores, two halves of the work).
public struct PreparedPulledPage: Sendable {
    /// The entries, as pulled.
    public let entries: [PulledEntry]
    /// Their ids as the database keeps them (lower-case UUIDs).
    let ids: [String]
    /// Per entry: the staging statement's arguments (id, `SyncFields.columns`, server version),
    /// or why its values cannot be an entry; nil for a tombstone.
    let rows: [Result<StatementArguments, SyncFieldProblem>?]
    /// The duplicate keys' digests of the entries that can be stored, by their keyed fields.
    let duplicateKeys: [[String]: Data]

    public init(_ entries: [PulledEntry]) {
        self.entries = entries
        ids = entries.map { $0.entryID.uuidString.lowercased() }
        var keys: [[String]: Data] = [:]
        keys.reserveCapacity(entries.count)
        rows = zip(entries, ids).map { entry, id in
            if entry.deleted { return nil }
            let row = SyncFields.arguments(id: id, entry.fields).map { $0 + [entry.version] }
            if case .success = row {
                // The fields as the SQL function will read them back from the stored row.
                let keyed = DuplicateKeySchema.keyedColumns.map { entry.fields[$0] ?? "" }
                keys[keyed] = DuplicateKeySchema.digest(of: keyed)
            }
            return row
        }
        duplicateKeys = keys
    }
}
