import Foundation
import SyncModel
import GRDB

/// A pull: the entries the server sends, written with the cursor that follows them.
extension SyncLedger {
    /// Writes entries pulled from the server and the cursor that follows them, in one
    /// transaction: a sync killed halfway pulls the same page again, never skips one.
    ///
    /// An entry with a change of this desk still waiting is left as it is here: that change
    /// goes to the server next and wins there (later in server order), and the version pulled
    /// now is kept there as overwritten. Returns the entries that could not be stored (an
    /// amount or a time the server holds in a form this desk refuses); the cursor moves on.
    @discardableResult
    public func apply(_ entries: [PulledEntry], cursor: String) throws -> [(UUID, SyncFieldProblem)] {
        try apply(PreparedPulledPage(entries), cursor: cursor)
    }

    /// `apply(_:cursor:)` for a page prepared beforehand (on another thread, while the page
    /// before it was written).
    @discardableResult
    public func apply(_ page: PreparedPulledPage, cursor: String) throws -> [(UUID, SyncFieldProblem)] {
        database.duplicateKeys.offer(page.duplicateKeys)
        defer { database.duplicateKeys.clear() }
        return try mapped {
            try pool.write { db in
                try db.execute(sql: "INSERT INTO sync_applying (active) VALUES (1)")
                // New rows take numbers after the highest one (`seq` is the rowid), as long as no
                // row is deleted first: the page's deletions wait until its new rows are in the
                // search backlog, after the loop (v13: they are indexed after the pull).
                let lastSeqBefore = try Int64.fetchOne(db, sql: "SELECT coalesce(max(seq), 0) FROM entry") ?? 0
                var refused: [(UUID, SyncFieldProblem)] = []
                var deleted: [String] = []
                var staged: [StagedPulledRow] = []
                staged.reserveCapacity(page.rows.count)
                // The page's entries with a change waiting here, in one query rather than one each.
                let (entries, ids) = (page.entries, page.ids)
                let waiting = Set(
                    try String.fetchAll(
                        db,
                        sql: """
                            SELECT entry_id FROM sync_outbox WHERE entry_id IN (SELECT value FROM json_each(?))
                            """, arguments: [page.idsJSON]))
                try db.ensureTemporaryTable("pulled_entry", columns: SyncFields.stagedColumns.joined(separator: ", "))
                let stage = try PulledRowStaging(db, table: "pulled_entry")
                let forgetVersions = try db.cachedStatement(sql: "DELETE FROM entry_overwritten WHERE entry_id = ?")
                let delete = try db.cachedStatement(sql: "DELETE FROM entry WHERE id = ?")
                let keepVersion = try db.cachedStatement(
                    sql: """
                        INSERT OR REPLACE INTO entry_overwritten (entry_id, version, changed_by, changed_at, fields)
                        VALUES (?, ?, ?, ?, ?)
                        """)
                // An entry twice in one page (a server page never has that) counts once, as
                // its last version: a row inserted by this page is not indexed yet, and an update
                // or delete of it would take out of the index what was never put in.
                let lastPlace = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: max)
                for (place, (entry, id)) in zip(entries, ids).enumerated() where lastPlace[id] == place && !waiting.contains(id) {
                    if !entry.overwritten.isEmpty || entry.deleted { try forgetVersions.execute(arguments: [id]) }
                    guard let row = page.rows[place] else {
                        deleted.append(id)  // a tombstone
                        continue
                    }
                    switch row {
                    case let .failure(problem):
                        refused.append((entry.entryID, problem))
                        continue
                    case let .success(row):
                        staged.append(row)
                    }
                    // A tombstone that a later edit brought back has nothing to show.
                    for version in entry.overwritten where !version.deleted {
                        try keepVersion.execute(arguments: [
                            id, version.version, version.changedBy,
                            version.changedAt.epochMilliseconds, Self.encodedFields(version.fields)
                        ])
                    }
                }
                try stage.insert(staged)
                try db.execute(sql: Self.upsertStagedSQL)
                try db.execute(sql: "DELETE FROM pulled_entry")
                try SearchIndex.addToBacklog(rowsAfter: lastSeqBefore, in: db)
                for id in deleted { try delete.execute(arguments: [id]) }
                try db.execute(sql: "UPDATE sync_state SET cursor = ?", arguments: [cursor])
                try db.execute(sql: "DELETE FROM sync_applying")
                return refused
            }
        }
    }

    /// Where the last pull stopped (nil: this desk has pulled nothing yet).
    public func cursor() throws -> String? {
        try mapped { try pool.read { db in try String.fetchOne(db, sql: "SELECT cursor FROM sync_state") } }
    }

    /// Versions of the entry that a later change on another desk won over, newest first.
    public func overwrittenVersions(of id: UUID) throws -> [OverwrittenVersion] {
        try mapped {
            try pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT version, changed_by, changed_at, fields FROM entry_overwritten
                        WHERE entry_id = ? ORDER BY version DESC
                        """, arguments: [id.uuidString.lowercased()]
                ).map { row in
                    OverwrittenVersion(
                        version: row["version"], deleted: false, fields: Self.decodedFields(row["fields"]),
                        changedBy: row["changed_by"], changedAt: Date(epochMilliseconds: row["changed_at"]))
                }
            }
        }
    }

    /// The staged entries with their server versions: new ones, or new contents for ones this
    /// desk has (`WHERE true`: SQLite's grammar needs it between a SELECT and ON CONFLICT).
    ///
    /// A page's entries wait in a temporary table of the writer's connection (its rows go with
    /// the transaction; `PulledRowStaging` writes them) and enter `entry` in this one statement.
    /// Written row by row, every statement on `entry` (triggers, a CHECK: it may abort halfway)
    /// kept its own statement journal of each page it touched, about 7 pages of 4 KiB per entry,
    /// spilled to a file in /var/tmp: 800,000 `pwrite` calls for 50,000 entries. One statement
    /// journals each page once.
    private static let upsertStagedSQL = """
        INSERT INTO entry (id, \(SyncFields.writtenColumns.joined(separator: ", ")), server_version)
        SELECT id, \(SyncFields.writtenColumns.joined(separator: ", ")), server_version FROM pulled_entry WHERE true
        ON CONFLICT (id) DO UPDATE SET \(SyncFields.writtenColumns.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")),
            server_version = excluded.server_version, import_id = NULL
        """

    private static func encodedFields(_ fields: [String: String]) -> String {
        String(decoding: (try? JSONEncoder().encode(fields)) ?? Data("{}".utf8), as: UTF8.self)
    }

    private static func decodedFields(_ text: String) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
    }
}
