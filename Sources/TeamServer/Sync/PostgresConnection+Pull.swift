import Foundation

/// Pulling the team's changes.
extension PostgresConnection {
    /// The next page of entries changed since `cursor`: at most `limit`, in (transaction, id)
    /// order. Save `next` with the entries (in one local transaction), and pull again until
    /// `isLast`. Never skips a row however other desks' commits interleave (see `PullCursor`).
    public func pull(after cursor: PullCursor, limit: Int) throws -> PullPage {
        var entriesWithOverwritten: [UUID] = []
        let round = try pullRound(after: cursor, limit: limit, function: "entrydesk.pull_page") { result in
            let page = try PulledRows.read(result)
            entriesWithOverwritten = page.withOverwritten
            return (page.entries, page.lastXID, page.entries.last?.entryID)
        }
        var entries = round.rows
        if !entriesWithOverwritten.isEmpty {
            let overwritten = try overwrittenVersions(of: entriesWithOverwritten)
            for index in entries.indices {
                entries[index].overwritten = overwritten[entries[index].entryID] ?? []
            }
        }
        return PullPage(entries: entries, next: round.next, isLast: round.isLast)
    }

    /// One page of a pull round through `function` (entrydesk.pull_page's parameters), whose
    /// rows `read` turns into values with the transaction id and the paging id of the last.
    func pullRound<Row>(
        after cursor: PullCursor, limit: Int, function: String,
        read: (QueryResult) throws -> (rows: [Row], lastXID: UInt64?, lastID: UUID?)
    ) throws
        -> (rows: [Row], next: PullCursor, isLast: Bool)
    {
        // An empty page would end the round and move the cursor past rows never handed out.
        guard limit > 0 else { throw ServerError(.other, "a pull needs a page of at least 1 row, not \(limit)") }
        var cursor = cursor
        if cursor.upper == nil {
            let rows = try execute("SELECT entrydesk.pull_horizon()::text")
            cursor.upper = UInt64((rows.first?.first ?? nil) ?? "")
            guard cursor.upper != nil else { throw ServerError(.other, "the team server gave no transaction bound for the pull") }
        }
        let sql = "SELECT * FROM \(function)($1::xid8, $2::xid8, $3::xid8, $4::uuid, $5::integer)"
        let parameters: [String?] = [
            String(cursor.lower), cursor.upper.map { String($0) }, cursor.lastXID.map { String($0) },
            cursor.lastEntryID?.uuidString, String(limit)
        ]
        let page = try withResult(sql, parameters, read)
        guard page.rows.count == limit, let last = page.lastXID else {
            return (page.rows, PullCursor(lower: cursor.upper ?? cursor.lower, upper: nil, lastXID: nil, lastEntryID: nil), true)
        }
        cursor.lastXID = last
        cursor.lastEntryID = page.lastID
        return (page.rows, cursor, false)
    }

    private func overwrittenVersions(of entries: [UUID]) throws -> [UUID: [OverwrittenVersion]] {
        let list = "{" + entries.map(\.uuidString).joined(separator: ",") + "}"
        return try withResult(
            """
            SELECT entry_id::text, version, deleted, fields::text, changed_by, extract(epoch FROM changed_at)::float8
            FROM entrydesk.overwritten_version WHERE entry_id = ANY ($1::uuid[]) ORDER BY entry_id, version
            """, [list]
        ) { result in
            var versions: [UUID: [OverwrittenVersion]] = [:]
            for row in 0..<result.rowCount {
                let fields = try PulledRows.fields(result, row, 3)
                guard let entry = UUID(uuidString: result.text(row, 0) ?? ""), let version = Int64(result.text(row, 1) ?? ""),
                    let seconds = Double(result.text(row, 5) ?? "")
                else {
                    throw ServerError(.other, "the team server sent an overwritten version that cannot be read (row \(row + 1))")
                }
                versions[entry, default: []].append(
                    OverwrittenVersion(
                        version: version, deleted: result.text(row, 2) == "t", fields: fields, changedBy: result.text(row, 4) ?? "",
                        changedAt: Date(timeIntervalSince1970: seconds)))
            }
            return versions
        }
    }
}
