import Foundation
import GRDB

/// The entries saved before an import began, by content, to recognise a row without an id
/// that is already saved: importing such a file a second time must not add every row again.
///
/// Built from one pass over the table when the first row without an id comes; it keeps a
/// hash and the row number of each entry, not the entries, and compares candidates in full.
/// Entries added by the same import are left out, so a file may hold the same row twice.
struct SavedContentIndex {
    /// The fields compared: all but the id and the times.
    static let contentFields = EntryField.allCases.filter { ![.id, .createdAt, .updatedAt].contains($0) }

    private let path: String
    private var sequencesByHash: [Int: [Int64]] = [:]

    /// The published entries of `store` (read in `db`) whose row number is at most
    /// `lastSequence`.
    init(db: Database, upTo lastSequence: Int64, store: EntryStore) throws {
        self.path = store.path
        // Entries of an import still pending (another one, or a killed one) are not saved.
        let visible = try store.database.visibleEntriesClause(in: db, joining: true)
        let rows = try Row.fetchCursor(
            db, sql: "SELECT \(EntryStore.selectColumns) FROM entry WHERE seq <= ?\(visible)", arguments: [lastSequence])
        while let row = try rows.next() {
            let entry = try EntryStore.entry(from: row, path: path)
            sequencesByHash[Self.hash(entry), default: []].append(row["seq"])
        }
    }

    /// Whether a saved entry has the content of the normalised `entry`, and its creation and
    /// change times where `comparingCreatedAt` and `comparingUpdatedAt` say the row gave them.
    func containsEntry(
        like entry: Entry, comparingCreatedAt: Bool, comparingUpdatedAt: Bool, in db: Database
    ) throws -> Bool {
        guard let candidates = sequencesByHash[Self.hash(entry)] else { return false }
        let statement = try db.cachedStatement(sql: "SELECT \(EntryStore.selectColumns) FROM entry WHERE seq = ?")
        for sequence in candidates {
            guard let row = try Row.fetchOne(statement, arguments: [sequence]) else { continue }
            let saved = try EntryStore.entry(from: row, path: path)
            let sameContent = Self.contentFields.allSatisfy { saved.text(of: $0) == entry.text(of: $0) }
            let sameCreation = !comparingCreatedAt || saved.createdAt.epochMilliseconds == entry.createdAt.epochMilliseconds
            let sameChange = !comparingUpdatedAt || saved.updatedAt.epochMilliseconds == entry.updatedAt.epochMilliseconds
            if sameContent && sameCreation && sameChange { return true }
        }
        return false
    }

    private static func hash(_ entry: Entry) -> Int {
        var hasher = Hasher()
        for field in contentFields { hasher.combine(entry.text(of: field)) }
        return hasher.finalize()
    }
}
