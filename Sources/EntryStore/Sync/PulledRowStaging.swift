import Foundation
import GRDB
import GRDBSQLite

/// One pulled entry as the staging table takes it: its id, `SyncFields.columns` (the two times
/// as integers, the others as text) and the server's version. Made on the fetching thread
/// (`PreparedPulledPage`), bound on the writer.
struct StagedPulledRow: Sendable {
    var id: String
    var createdAt: Int64
    var updatedAt: Int64
    /// `SyncFields.columns` after the two times, in order.
    var texts: [String]
    var version: Int64
}

/// The statement that writes `StagedPulledRow`s into the writer's `pulled_entry` table, bound
/// through SQLite's C API. GRDB's `StatementArguments` boxes every value of every row (an
/// existential, then a `DatabaseValue`, through unspecialised generic code): 2.8-3.0 µs a row
/// of 20 values, a fifth of the time a pulled entry took to prepare (100,000 sample entries,
/// release build, 2 cores). Here each value is bound
/// from the string as it is, and SQLite copies it (`SQLITE_TRANSIENT`).
struct PulledRowStaging: ~Copyable {
    private let statement: OpaquePointer
    private let connection: OpaquePointer

    /// Prepares the insert on `db`'s connection (once per page; finalized when this goes).
    init(_ db: Database, table: String) throws {
        let marks = Array(repeating: "?", count: SyncFields.columns.count + 2).joined(separator: ", ")
        let sql = "INSERT INTO \(table) VALUES (\(marks))"
        guard let connection = db.sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "closed", sql: sql) }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
        }
        self.statement = statement
        self.connection = connection
    }

    deinit { sqlite3_finalize(statement) }

    /// Writes one row.
    func insert(_ row: StagedPulledRow) throws {
        bind(row.id, at: 1)
        sqlite3_bind_int64(statement, 2, row.createdAt)
        sqlite3_bind_int64(statement, 3, row.updatedAt)
        for (offset, text) in row.texts.enumerated() { bind(text, at: Int32(offset + 4)) }
        sqlite3_bind_int64(statement, Int32(row.texts.count + 4), row.version)
        let code = sqlite3_step(statement)
        // Reset at once: a statement left active makes SQLite keep a statement journal for
        // every later statement of the transaction (the upsert of the whole page among them).
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)),
                                sql: String(cString: sqlite3_sql(statement)))
        }
    }

    private func bind(_ text: String, at index: Int32) {
        var text = text
        text.withUTF8 { bytes in
            // An empty buffer may have no address; SQLite reads a NULL pointer as NULL, not "".
            let start = UnsafeRawPointer(bytes.baseAddress ?? ("" as StaticString).utf8Start)
            sqlite3_bind_text(statement, index, start.assumingMemoryBound(to: CChar.self), Int32(bytes.count), Self.transient)
        }
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bytes before the call returns.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
