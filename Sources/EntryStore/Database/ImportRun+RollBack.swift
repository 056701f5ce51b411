import Foundation
import GRDB

extension ImportRun {
    /// Rows deleted per transaction when an import is taken back: as for writing, a window
    /// saving meanwhile waits for one batch at most, not for the whole import.
    static let rollBackBatchSize = 2_000

    /// Takes the hidden import back: deletes its entries in short transactions (they stay
    /// hidden meanwhile), then, in one transaction, puts back the entries its replacements
    /// replaced and forgets it. An entry edited since the import (`import_id` cleared) stays as
    /// edited. Interrupted, it is finished by `cleanUpAbandoned(in:)`.
    func rollBack() throws {
        try store.mapped {
            for table in ["entry", "import_staged"] {
                var deleted = 0
                repeat {
                    deleted = try store.pool.write { db in
                        try db.execute(
                            sql: """
                                DELETE FROM \(table) WHERE rowid IN (
                                    SELECT rowid FROM \(table) WHERE import_id = ?1
                                        AND id NOT IN (SELECT id FROM import_replaced WHERE replaced_by = ?1)
                                    LIMIT ?2)
                                """, arguments: [id, Self.rollBackBatchSize])
                        return db.changesCount
                    }
                } while deleted > 0
            }
            try store.pool.write { db in
                try db.execute(
                    sql: """
                        DELETE FROM entry WHERE import_id = ?1 AND id IN (SELECT id FROM import_replaced WHERE replaced_by = ?1)
                        """, arguments: [id])
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO entry (seq, server_version, \(EntryStore.storedColumns))
                        SELECT seq, server_version, \(EntryStore.storedColumns) FROM import_replaced WHERE replaced_by = ?
                        """, arguments: [id])
                try db.execute(sql: "DELETE FROM import_replaced WHERE replaced_by = ?", arguments: [id])
                try db.execute(sql: "DELETE FROM import_log WHERE id = ?", arguments: [id])
            }
        }
    }

    /// Undoes the published import `id`: hides it again at once (one transaction), then takes
    /// it back (`rollBack()`). Throws `unknownImport` when no published import has that number.
    static func undo(id: Int64, in store: EntryStore) throws {
        let hidden = try store.mapped {
            try store.pool.write { db in
                try db.execute(
                    sql: """
                        UPDATE import_log SET published_at = NULL, owner = ? WHERE id = ? AND published_at IS NOT NULL
                        """, arguments: [DraftOwner.thisProcess, id])
                return db.changesCount > 0
            }
        }
        guard hidden else { throw EntryStoreError.unknownImport(path: store.path, id: id) }
        try ImportRun(id: id, store: store).rollBack()
    }

    /// Takes back every hidden import whose process has ended (`abandoned(in:)`).
    static func cleanUpAbandoned(in store: EntryStore) throws {
        try rollBack(try abandoned(in: store), in: store)
    }

    /// The hidden imports whose process has ended (killed, crashed, the machine restarted: see
    /// `DraftOwner`); a running import, in this process or another, is not one. A read, so
    /// that the usual open (nothing to clean) takes no write lock.
    static func abandoned(in store: EntryStore) throws -> [Int64] {
        let hidden = try store.mapped {
            try store.pool.read { db in
                try Row.fetchAll(db, sql: "SELECT id, owner FROM import_log WHERE published_at IS NULL")
            }
        }
        return hidden.filter { !DraftOwner.isRunning($0["owner"]) }.map { $0["id"] }
    }

    /// Takes back the imports numbered `ids`.
    static func rollBack(_ ids: [Int64], in store: EntryStore) throws {
        for id in ids { try ImportRun(id: id, store: store).rollBack() }
    }
}
