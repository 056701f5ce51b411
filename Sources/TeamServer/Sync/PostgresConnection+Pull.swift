import Foundation

/// Pulling the team's changes.
extension PostgresConnection {
    /// The next page of entries changed since `cursor`: at most `limit`, in (transaction, id)
    /// order. Save `next` with the entries (in one local transaction), and pull again until
    /// `isLast`. Never skips a row however other desks' commits interleave (see `PullCursor`).
    public func pull(after cursor: PullCursor, limit: Int) throws -> PullPage {
        // An empty page would end the round and move the cursor past rows never handed out.
        guard limit > 0 else { throw ServerError(.other, "a pull needs a page of at least 1 entry, not \(limit)") }
        var cursor = cursor
        if cursor.upper == nil {
            let rows = try execute("SELECT entrydesk.pull_horizon()::text")
            cursor.upper = UInt64((rows.first?.first ?? nil) ?? "")
            guard cursor.upper != nil else { throw ServerError(.other, "the team server gave no transaction bound for the pull") }
        }
        let sql = "SELECT * FROM entrydesk.pull_page($1::xid8, $2::xid8, $3::xid8, $4::uuid, $5::integer)"
        let parameters: [String?] = [String(cursor.lower), cursor.upper.map { String($0) }, cursor.lastXID.map { String($0) },
                                     cursor.lastEntryID?.uuidString, String(limit)]
        var page = try withResult(sql, parameters) { try PulledRows.read($0) }
        if !page.withOverwritten.isEmpty {
            let overwritten = try overwrittenVersions(of: page.withOverwritten)
            for index in page.entries.indices {
                page.entries[index].overwritten = overwritten[page.entries[index].entryID] ?? []
            }
        }
        guard page.entries.count == limit, let last = page.lastXID else {
            return PullPage(entries: page.entries, next: PullCursor(lower: cursor.upper ?? cursor.lower, upper: nil, lastXID: nil, lastEntryID: nil),
                            isLast: true)
        }
        cursor.lastXID = last
        cursor.lastEntryID = page.entries.last?.entryID
        return PullPage(entries: page.entries, next: cursor, isLast: false)
    }

    private func overwrittenVersions(of entries: [UUID]) throws -> [UUID: [OverwrittenVersion]] {
        let list = "{" + entries.map(\.uuidString).joined(separator: ",") + "}"
        return try withResult("""
            SELECT entry_id::text, version, deleted, fields::text, changed_by, extract(epoch FROM changed_at)::float8
            FROM entrydesk.overwritten_version WHERE entry_id = ANY ($1::uuid[]) ORDER BY entry_id, version
            """, [list]) { result in
            var versions: [UUID: [OverwrittenVersion]] = [:]
            for row in 0..<result.rowCount {
                let fields = try PulledRows.fields(result, row, 3)
                guard let entry = UUID(uuidString: result.text(row, 0) ?? ""), let version = Int64(result.text(row, 1) ?? ""),
                      let seconds = Double(result.text(row, 5) ?? "") else {
                    throw ServerError(.other, "the team server sent an overwritten version that cannot be read (row \(row + 1))")
                }
                versions[entry, default: []].append(OverwrittenVersion(
                    version: version, deleted: result.text(row, 2) == "t", fields: fields, changedBy: result.text(row, 4) ?? "",
                    changedAt: Date(timeIntervalSince1970: seconds)))
            }
            return versions
        }
    }
}
