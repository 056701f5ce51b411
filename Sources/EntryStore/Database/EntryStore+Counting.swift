import Foundation
import GRDB

extension EntryStore {
    /// How many entries were created at or after `start` (the kiosk's count for today, from
    /// local midnight); the `entry_newest` index answers it without reading the entries.
    public func count(createdSince start: Date) throws -> Int {
        try mapped {
            try pool.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM entry WHERE created_at >= ?\(try visibleEntriesClause(in: db, joining: true))",
                                 arguments: [start.epochMilliseconds]) ?? 0
            }
        }
    }
}
