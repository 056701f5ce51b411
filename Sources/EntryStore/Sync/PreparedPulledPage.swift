import Foundation
import SyncModel

/// A page of pulled entries made ready for `EntryStore.apply` on any thread: each entry's values
/// checked and turned into its row for the staging table, and each one's duplicate key computed. A
/// pull prepares the next page this way while the page before it is written, so the writer does
/// only what needs the database (two cores, two halves of the work).
public struct PreparedPulledPage: Sendable {
    /// The entries, as pulled.
    public let entries: [PulledEntry]
    /// Their ids as the database keeps them (lower-case UUIDs).
    let ids: [String]
    /// `ids` as one JSON array (`EntryIDList`), made here rather than on the writer.
    let idsJSON: String
    /// Per entry: its row for the staging table, or why its values cannot be an entry; nil for
    /// a tombstone.
    let rows: [Result<StagedPulledRow, SyncFieldProblem>?]
    /// The duplicate keys' digests of the entries that can be stored, by their keyed fields.
    let duplicateKeys: [KeyedFields: Data]

    public init(_ entries: [PulledEntry]) {
        self.entries = entries
        ids = entries.map { $0.entryID.uuidString.lowercased() }
        idsJSON = EntryIDList.json(ids)
        var keys: [KeyedFields: Data] = [:]
        keys.reserveCapacity(entries.count)
        rows = zip(entries, ids).map { entry, id in
            if entry.deleted { return nil }
            let row = SyncFields.stagedRow(id: id, entry.fields, version: entry.version)
            if case let .success(staged) = row {
                // The fields as the SQL function will read them back from the stored row.
                let keyed = Self.keyedPlaces.map { staged.texts[$0] }
                keys[KeyedFields(keyed)] = DuplicateKeySchema.digest(of: keyed)
            }
            return row
        }
        duplicateKeys = keys
    }

    /// Where each of `DuplicateKeySchema.keyedColumns` is among a staged row's texts.
    private static let keyedPlaces = DuplicateKeySchema.keyedColumns.map { SyncFields.textColumns.firstIndex(of: $0)! }
}
