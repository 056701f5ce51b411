import Foundation
import GRDB

/// One import in the database: its entries are written in short transactions, so
/// that a window can save between them, and stay hidden (`StoreDatabase.publishedOnly`) until
/// `publish()` shows them all in one small transaction. Until then, and after an undo, it can
/// be taken back whole (`rollBack`); a run whose process died is taken back by the next one
/// that opens the database for writing.
struct ImportRun {
    /// What publishing did with the staged replacements.
    struct Published {
        /// Staged rows whose entry was deleted meanwhile: added again.
        var inserted = 0
        /// Entries replaced.
        var replaced = 0
        /// Entries changed later than their staged replacement says: kept.
        var keptNewer = 0
    }

    /// Where `write` put an entry.
    enum Written {
        /// Added (hidden until published).
        case inserted
        /// Its id is saved: staged to replace that entry when published.
        case staged
        /// Its id is saved with exactly these values: a replacement that changes nothing, not
        /// written (importing an export again leaves nothing for the publishing transaction).
        case unchanged
    }

    /// The import's number, as `entrydesk import --undo` takes it.
    let id: Int64
    let store: EntryStore

    /// Starts a hidden import in `store`, owned by this process.
    static func begin(in store: EntryStore, now: Date = Date()) throws -> ImportRun {
        let id = try store.mapped {
            try store.pool.write { db in
                try db.execute(
                    sql: "INSERT INTO import_log (owner, started_at) VALUES (?, ?)",
                    arguments: [DraftOwner.thisProcess, now.epochMilliseconds])
                return db.lastInsertedRowID
            }
        }
        return ImportRun(id: id, store: store)
    }

    /// An entry to write, and whether a replacement keeps the saved entry's creation time.
    typealias Incoming = (entry: Entry, keepingSavedCreationTime: Bool)

    /// Writes new entries of this import, or, for each whose id is saved, stages it to replace
    /// that entry at `publish()` (the saved one stays as it is until then); what became of
    /// each, in order. Inside a transaction. The new ones enter `entry` together, in one
    /// statement (`Database.ensureTemporaryTable`); their ids are neither saved nor repeated
    /// (the import refuses a file's second row with an id).
    func write(_ incoming: [Incoming], in db: Database) throws -> [Written] {
        try db.ensureTemporaryTable("imported_entry", columns: EntryStore.storedColumns)
        let stageNew = try db.cachedStatement(sql: "INSERT INTO imported_entry VALUES (\(EntryStore.storedPlaceholders))")
        let written = try incoming.map { entry, keepingSavedCreationTime in
            if let replacement = try stageReplacement(entry, keepingSavedCreationTime: keepingSavedCreationTime, in: db) {
                return replacement
            }
            try stageNew.execute(arguments: EntryStore.arguments(for: entry, importID: id))
            return Written.inserted
        }
        if written.contains(.inserted) {
            try db.execute(sql: "INSERT INTO entry (\(EntryStore.storedColumns)) SELECT \(EntryStore.storedColumns) FROM imported_entry")
            try db.execute(sql: "DELETE FROM imported_entry")
        }
        return written
    }

    /// Stages `entry` to replace the saved entry of its id, or says it changes nothing; nil
    /// when no entry has its id.
    private func stageReplacement(_ entry: Entry, keepingSavedCreationTime: Bool, in db: Database) throws -> Written? {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT \(EntryStore.selectColumns), \(StoreDatabase.publishedOnly) AS is_published FROM entry WHERE id = ?"),
            arguments: [entry.id.uuidString.lowercased()])
        if let row {
            let saved = try EntryStore.entry(from: row, path: store.path)
            var replacement = entry
            if keepingSavedCreationTime { replacement.createdAt = saved.createdAt }
            // A hidden entry (of another import) may yet go: only a published one can stay.
            let isPublished: Bool = row["is_published"]
            if isPublished && replacement == saved { return .unchanged }
            var arguments = EntryStore.arguments(for: entry, importID: id)
            arguments += [keepingSavedCreationTime]
            try db.cachedStatement(
                sql: """
                    INSERT INTO import_staged (\(EntryStore.storedColumns), keep_created_at)
                    VALUES (\(EntryStore.storedPlaceholders), ?)
                    """
            ).execute(arguments: arguments)
            return .staged
        }
        return nil
    }

    /// Shows the import: applies the staged replacements (keeping, for undo, each entry they
    /// replace; an entry changed later than its replacement says is kept, as at staging) and
    /// marks it published, in one transaction.
    func publish(now: Date = Date()) throws -> Published {
        try store.mapped {
            try store.pool.write { db in
                var published = Published()
                let staged =
                    try Int.fetchOne(
                        db, sql: "SELECT count(*) FROM import_staged WHERE import_id = ?",
                        arguments: [id]) ?? 0
                if staged > 0 {
                    let newerOrSame = "entry.updated_at <= import_staged.updated_at"
                    try db.execute(
                        sql: """
                            INSERT INTO import_replaced (replaced_by, seq, server_version, \(EntryStore.storedColumns))
                            SELECT ?1, entry.seq, entry.server_version, \(StoredColumn.names(prefix: "entry.")), entry.import_id FROM entry
                            JOIN import_staged ON import_staged.id = entry.id
                            WHERE import_staged.import_id = ?1 AND \(newerOrSame)
                            """, arguments: [id])
                    try db.execute(
                        sql: """
                            UPDATE entry SET \(Self.replacedColumns)
                            FROM import_staged WHERE import_staged.import_id = ?1 AND import_staged.id = entry.id
                                AND \(newerOrSame)
                            """, arguments: [id])
                    published.replaced = db.changesCount
                    try db.execute(
                        sql: """
                            INSERT INTO entry (\(EntryStore.storedColumns))
                            SELECT \(EntryStore.storedColumns) FROM import_staged
                            WHERE import_id = ?1 AND NOT EXISTS (SELECT 1 FROM entry WHERE entry.id = import_staged.id)
                            """, arguments: [id])
                    published.inserted = db.changesCount
                    published.keptNewer = staged - published.replaced - published.inserted
                    try db.execute(sql: "DELETE FROM import_staged WHERE import_id = ?", arguments: [id])
                }
                try db.execute(
                    sql: "UPDATE import_log SET published_at = ?, owner = '' WHERE id = ?",
                    arguments: [now.epochMilliseconds, id])
                return published
            }
        }
    }

    /// The SET list of a replacement: every stored column from `import_staged`, except that a
    /// row without a creation time keeps the saved one.
    private static let replacedColumns: String = EntryStore.storedColumns
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        .filter { $0 != "id" }
        .map { column in
            column == "created_at"
                ? "created_at = CASE WHEN import_staged.keep_created_at THEN entry.created_at ELSE import_staged.created_at END"
                : "\(column) = import_staged.\(column)"
        }
        .joined(separator: ", ")
}
