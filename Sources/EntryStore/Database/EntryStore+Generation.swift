import GRDB

extension EntryStore {
    /// A number that changes with every commit that changed the saved entries (see
    /// `EntryGenerationSchema`); a list read after reading it shows at least that generation.
    public func entryGeneration() throws -> Int {
        try mapped { try pool.read { try Self.entryGeneration($0) } }
    }

    /// The generation as `db` sees it; 0 in a database of an older schema opened read-only.
    static func entryGeneration(_ db: Database) throws -> Int {
        guard try db.tableExists("entry_generation") else { return 0 }
        return try Int.fetchOne(db, sql: "SELECT value FROM entry_generation WHERE id = 1") ?? 0
    }
}
