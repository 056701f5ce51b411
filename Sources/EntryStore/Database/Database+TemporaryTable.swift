import GRDB

extension Database {
    /// Creates the TEMP table `name` with untyped `columns` (values keep the type they are
    /// bound with) unless this connection has it already. Rows written to `entry` one statement
    /// each pay a statement journal of every page each touches (see `EntryStore+Pull`); a pull's
    /// page and an import's chunk wait in such a table and enter `entry` in one statement.
    /// Looked up first: a CREATE, even with IF NOT EXISTS, makes GRDB forget every statement
    /// this connection has prepared.
    func ensureTemporaryTable(_ name: String, columns: String) throws {
        let exists =
            try Bool.fetchOne(
                self, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_temp_master WHERE type = 'table' AND name = ?)",
                arguments: [name]) ?? false
        if !exists { try execute(sql: "CREATE TEMP TABLE \(name) (\(columns))") }
    }
}
