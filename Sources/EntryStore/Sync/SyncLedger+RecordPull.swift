import Foundation
import SyncModel
import GRDB

/// A pull of team records: the copies the server sends, written with the cursor that follows them.
extension SyncLedger {
    /// Writes team records pulled from the server and the cursor that follows them, in one
    /// transaction (as `apply(_:cursor:)` does for entries). A record with a change of this desk
    /// still waiting is left as it is: that change goes next and wins on the server. This
    /// machine's own figures coming back are skipped (it has them). A record this desk cannot
    /// store (a batch whose name is taken twice over here) is counted and skipped; the cursor
    /// moves on. Returns how many were skipped so.
    @discardableResult
    public func apply(_ records: [PulledRecord], cursor: String) throws -> Int {
        try mapped {
            try pool.write { db in
                try db.execute(sql: "INSERT INTO sync_applying (active) VALUES (1)")
                let waiting = try db.cachedStatement(sql: "SELECT 1 FROM record_outbox WHERE kind = ? AND key = ?")
                var refused = 0
                for record in records {
                    let table = TeamRecordTable.of(record.kind)
                    if record.isOwn, table.originColumn != nil { continue }
                    if try Bool.fetchOne(waiting, arguments: [record.kind.rawValue, record.key]) ?? false { continue }
                    do {
                        if record.deleted {
                            try Self.deleteCopy(of: record, in: table, db)
                        } else {
                            try Self.writeCopy(of: record, in: table, db)
                        }
                    } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                        refused += 1
                    }
                }
                try db.execute(sql: "UPDATE sync_state SET record_cursor = ?", arguments: [cursor])
                try db.execute(sql: "DELETE FROM sync_applying")
                return refused
            }
        }
    }

    /// Where the last pull of team records stopped (nil: none yet).
    public func recordCursor() throws -> String? {
        try mapped { try pool.read { db in try String.fetchOne(db, sql: "SELECT record_cursor FROM sync_state") } }
    }

    private static func writeCopy(of record: PulledRecord, in table: TeamRecordTable, _ db: Database) throws {
        var arguments = StatementArguments(table.columns.map { record.fields[$0] })
        // A batch's name and a machine's own rows need the role that wrote the copy.
        if record.kind == .batch || table.originColumn != nil { arguments += [record.changedBy] }
        try db.cachedStatement(sql: copySQL[record.kind]!).execute(arguments: arguments)
    }

    private static func deleteCopy(of record: PulledRecord, in table: TeamRecordTable, _ db: Database) throws {
        guard let match = table.matching(key: record.key) else { return }
        try db.execute(sql: "DELETE FROM \(table.table) WHERE \(match.sql)", arguments: StatementArguments(match.arguments))
    }

    /// How a pulled copy of each kind is written, made once: the record's columns as
    /// `TeamRecordTable` lists them, then for a batch or a machine's own rows the role that wrote it.
    private static let copySQL: [TeamRecordKind: String] = Dictionary(
        uniqueKeysWithValues: TeamRecordTable.all.map { table in
            (table.kind, table.kind == .batch ? batchCopySQL : upsertSQL(table, extra: table.originColumn))
        })

    /// Insert or replace by key; a kind written once keeps its first copy. `extra`: a column
    /// after the record's own (the origin), part of the key.
    private static func upsertSQL(_ table: TeamRecordTable, extra: String? = nil) -> String {
        let columns = table.columns + (extra.map { [$0] } ?? [])
        let target = (extra.map { [$0] } ?? []) + table.keyColumns
        let update =
            table.kind.isImmutable
            ? "DO NOTHING"
            : "DO UPDATE SET " + table.valueColumns.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        return """
            INSERT INTO \(table.table) (\(columns.joined(separator: ", ")))
            VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
            ON CONFLICT (\(target.joined(separator: ", "))) \(update)
            """
    }

    /// A batch from the server (columns as `TeamRecordTable`'s, then the role that wrote it).
    /// A name already taken here by another batch gets that role after it, and the team's name
    /// is kept beside (`team_name`) for what this desk sends of it; the name shown here stays as
    /// long as the team's does (the role is the last writer's, not the opener's). A copy is not this desk's
    /// open batch (`here` 0), and stays this desk's only while open and while no other batch is
    /// open here.
    private static let batchCopySQL: String = {
        let table = TeamRecordTable.of(.batch)
        let values = table.valueColumns.dropFirst()
        let nameTaken = "EXISTS (SELECT 1 FROM batch WHERE name = ?2 AND id <> ?1)"
        return """
            INSERT INTO batch (id, name, team_name, \(values.joined(separator: ", ")), here)
            VALUES (?1, CASE WHEN \(nameTaken) THEN ?2 || ' (' || ?12 || ')' ELSE ?2 END, CASE WHEN \(nameTaken) THEN ?2 END,
                    \(values.indices.map { "?\($0 + 2)" }.joined(separator: ", ")), 0)
            ON CONFLICT (id) DO UPDATE SET team_name = excluded.team_name,
                name = CASE WHEN batch.team_name = excluded.team_name THEN batch.name ELSE excluded.name END,
                \(values.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")),
                here = batch.here AND excluded.closed_at IS NULL AND NOT EXISTS
                    (SELECT 1 FROM batch other WHERE other.here = 1 AND other.closed_at IS NULL AND other.id <> batch.id)
            """
    }()
}
