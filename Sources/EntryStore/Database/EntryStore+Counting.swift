import Foundation
import GRDB

extension EntryStore {
    /// How many entries were created at or after `start` (the kiosk's count for today, from
    /// local midnight), those a kiosk has sent to its team server and forgotten included; the
    /// `entry_newest` index answers it without reading the entries.
    public func count(createdSince start: Date) throws -> Int {
        try mapped {
            try pool.read { db in
                let kept =
                    try Int.fetchOne(
                        db,
                        sql: "SELECT count(*) FROM entry WHERE created_at >= ?\(try database.visibleEntriesClause(in: db, joining: true))",
                        arguments: [start.epochMilliseconds]) ?? 0
                // A database of an older schema, opened read-only, has no forgotten entries.
                guard try db.tableExists("forgotten_entry") else { return kept }
                return kept
                    + (try Int.fetchOne(
                        db, sql: "SELECT count(*) FROM forgotten_entry WHERE created_at >= ?",
                        arguments: [start.epochMilliseconds]) ?? 0)
            }
        }
    }
}
