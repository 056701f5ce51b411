import Foundation

/// One page of pulled rows read from the server's answer.
struct PulledRows {
    var entries: [PulledEntry] = []
    /// The entries that have overwritten versions to fetch.
    var withOverwritten: [UUID] = []
    /// The transaction id of the page's last row.
    var lastXID: UInt64?

    /// Reads (id, version, deleted, fields, changed_by, epoch, xid, has overwritten) rows.
    static func read(_ result: QueryResult) throws -> PulledRows {
        var page = PulledRows()
        page.entries.reserveCapacity(result.rowCount)
        for row in 0..<result.rowCount {
            guard let id = UUID(uuidString: result.text(row, 0) ?? ""), let version = Int64(result.text(row, 1) ?? ""),
                let seconds = Double(result.text(row, 5) ?? ""), let xid = UInt64(result.text(row, 6) ?? "")
            else {
                throw ServerError(.other, "the team server sent an entry that cannot be read (row \(row + 1) of a pull)")
            }
            page.entries.append(
                PulledEntry(
                    entryID: id, version: version, deleted: result.text(row, 2) == "t", fields: try fields(result, row, 3),
                    changedBy: result.text(row, 4) ?? "", changedAt: Date(timeIntervalSince1970: seconds), overwritten: []))
            if result.text(row, 7) == "t" { page.withOverwritten.append(id) }
            page.lastXID = xid
        }
        return page
    }

    /// The jsonb fields in `column`, as a dictionary.
    static func fields(_ result: QueryResult, _ row: Int, _ column: Int) throws -> [String: String] {
        do {
            return try FieldsJSON.decode(result.bytes(row, column))
        } catch let error as FieldsJSON.Malformed {
            throw ServerError(
                .other, "the team server sent entry fields that are not a JSON object of strings (byte \(error.offset) of row \(row + 1))")
        }
    }
}
