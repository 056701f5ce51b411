import Foundation
import GRDB

extension EntryStore {
    /// Saves a new entry (its id and timestamps as given) and returns it as stored.
    ///
    /// With `clearingDraftOf`, that window's draft is removed in the same transaction, so a
    /// crash can never leave both the saved entry and its draft (which would invite saving it
    /// twice). With `unlessDuplicateSince`, nothing is written when an entry with its duplicate
    /// key was created at or after that time: `RecentDuplicate` is thrown. The look-up is in the
    /// same transaction, so two windows saving the same payment at once cannot both pass it.
    /// With `joiningOpenBatch`, the entry belongs to the batch open at that moment, if any; with
    /// `by`, its history says who keyed it.
    @discardableResult
    public func insert(
        _ entry: Entry, clearingDraftOf owner: DraftOwner? = nil, unlessDuplicateSince start: Date? = nil,
        joiningOpenBatch: Bool = false, by who: OperatorStamp? = nil
    ) throws -> Entry {
        let stored = try Self.normalizedForStorage(entry)
        try mapped {
            try pool.write { db in
                if let start, let earlier = try self.recentDuplicate(of: stored, createdSince: start, in: db) {
                    throw RecentDuplicate(earlier: earlier)
                }
                try Self.insert(stored, in: db)
                if joiningOpenBatch { try Batches.joinOpenBatch(stored, in: db) }
                try Self.record(.keyed, of: stored.id, by: who, at: Date(), changes: EntryEvent.keyedChanges(of: stored), in: db)
                if let owner { try Drafts.clear(owner: owner, in: db) }
            }
        }
        return stored
    }

    /// Saves several new entries in one transaction: all or none.
    @discardableResult
    public func insert(contentsOf entries: [Entry]) throws -> [Entry] {
        let stored = try entries.map(Self.normalizedForStorage)
        try mapped {
            try pool.write { db in
                for entry in stored { try Self.insert(entry, in: db) }
            }
        }
        return stored
    }

    /// Saves changes to an existing entry: keeps its `createdAt`, sets `updatedAt` to `now`;
    /// with `clearingDraftOf`, removes that window's draft in the same transaction. With `expecting` (the
    /// `updatedAt` of the version the person edited), refuses with `.changedElsewhere` when the
    /// stored entry has changed since, rather than overwrite that change. With `by`, the entry's
    /// history records who changed what.
    @discardableResult
    public func update(
        _ entry: Entry, expecting version: Date? = nil, now: Date = Date(),
        clearingDraftOf owner: DraftOwner? = nil, by who: OperatorStamp? = nil
    ) throws -> Entry {
        var stored = try Self.normalizedForStorage(entry)
        stored.updatedAt = now.truncatedToMilliseconds
        let idText = entry.id.uuidString.lowercased()
        return try mapped {
            try pool.write { db in
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT created_at, updated_at FROM entry WHERE id = ?", arguments: [idText])
                else { throw EntryStoreError.notFound(entry.id) }
                let created: Int64 = row["created_at"], updated: Int64 = row["updated_at"]
                if let version, version.truncatedToMilliseconds.epochMilliseconds != updated {
                    throw EntryStoreError.changedElsewhere(entry.id)
                }
                stored.createdAt = Date(epochMilliseconds: created)
                let before = who == nil ? nil : try Self.storedFields(of: entry.id, in: db)
                try db.cachedStatement(sql: Self.updateSQL).execute(arguments: Self.arguments(for: stored))
                if let before, let after = try Self.storedFields(of: entry.id, in: db) {
                    try Self.record(.edited, of: entry.id, by: who, at: now, changes: Self.changes(from: before, to: after), in: db)
                }
                if let owner { try Drafts.clear(owner: owner, in: db) }
                return stored
            }
        }
    }

    /// Deletes the entry and returns it (for undo with `restore(_:)`), or nil if there was none.
    @discardableResult
    public func delete(id: UUID, by who: OperatorStamp? = nil) throws -> Entry? {
        let idText = id.uuidString.lowercased()
        return try mapped {
            try pool.write { db in
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT \(Self.selectColumns) FROM entry WHERE id = ?", arguments: [idText])
                else { return nil }
                let entry = try Self.entry(from: row, path: path)
                try db.execute(sql: "DELETE FROM entry WHERE id = ?", arguments: [idText])
                try Self.record(.deleted, of: id, by: who, at: Date(), in: db)
                return entry
            }
        }
    }

    /// Puts a deleted entry back with its id and timestamps (undo of `delete(id:)`).
    @discardableResult
    public func restore(_ entry: Entry, by who: OperatorStamp? = nil) throws -> Entry {
        let stored = try Self.normalizedForStorage(entry)
        try mapped {
            try pool.write { db in
                try Self.insert(stored, in: db)
                try Self.record(.restored, of: stored.id, by: who, at: Date(), in: db)
            }
        }
        return stored
    }
}
