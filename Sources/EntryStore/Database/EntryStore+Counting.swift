import Foundation
import GRDB

extension EntryStore {
    /// How many entries were created at or after `start` (the kiosk's count for today, from
    /// local midnight); the `entry_newest` index answers it without reading the entries.
    public func count(createdSince start: Date) throws -> Int {
        try mapped {
            try pool.read {
                try Int.fetchOne($0, sql: "SELECT count(*) FROM entry WHERE created_at >= ?",
                                 arguments: [start.epochMilliseconds]) ?? 0
            }
        }
    }
}
