import GRDB

/// Entries of an import that is not published (still running, killed, being undone) are in
/// the table but must not be seen: every read of entries, whichever concern of the store makes
/// it, adds `visibleEntries(in:)`.
extension StoreDatabase {
    /// The condition that leaves out the entries of unpublished imports.
    static let publishedOnly = """
        (entry.import_id IS NULL OR entry.import_id NOT IN (SELECT id FROM import_log WHERE published_at IS NULL))
        """

    /// `publishedOnly`, or nil when no import is pending, the usual case: reads keep the plans
    /// that answer from an index alone (the list's keys, counts) and pay for the condition only
    /// while an import runs. A database of an older schema, opened read-only, has no imports.
    func visibleEntries(in db: Database) throws -> String? {
        guard tracksImports else { return nil }
        let pending =
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM import_log WHERE published_at IS NULL)")) ?? false
        return pending ? Self.publishedOnly : nil
    }

    /// "WHERE condition" (or "AND condition" with `joining`) for `visibleEntries(in:)`, "" when
    /// every entry is visible.
    func visibleEntriesClause(in db: Database, joining: Bool = false) throws -> String {
        guard let condition = try visibleEntries(in: db) else { return "" }
        return (joining ? " AND " : " WHERE ") + condition
    }
}
