import Foundation
import GRDB

extension EntryStore {
    /// The list keys (as `entryKeys(matching:)`) of the entries whose id, as stored (lower-case
    /// UUID text), starts with `prefix`, newest first: what a number derived from the id, such
    /// as the kiosk's reference number, finds. A range on the id's unique index, not a scan.
    public func entryKeys(idPrefix prefix: String) throws -> [Int64] {
        let start = prefix.lowercased()
        guard !start.isEmpty, start.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return [] }
        // Every character after the prefix is a hex digit or '-', all below '~'.
        return try mapped {
            try pool.read { db in
                try Int64.fetchAll(
                    db,
                    sql: """
                        SELECT seq FROM entry WHERE id >= ?1 AND id < ?1 || '~'\(try database.visibleEntriesClause(in: db, joining: true))
                        ORDER BY created_at DESC, seq DESC
                        """, arguments: [start])
            }
        }
    }
}
