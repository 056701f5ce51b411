import Foundation
import GRDB
import GRDBSQLite

/// One pulled entry as the staging table takes it (`SyncFields.stagedColumns`): its id, the two
/// times as integers, the other columns as text, and the server's version. Made on the
/// fetching thread (`PreparedPulledPage`), bound on the writer.
struct StagedPulledRow: Sendable {
    var id: String
    var createdAt: Int64
    var updatedAt: Int64
    /// `SyncFields.textColumns`, in order, then the office fields' JSON object.
    var texts: [String]
    var version: Int64
}

/// Writes `StagedPulledRow`s into the writer's `pulled_entry` table, binding through SQLite's
/// C API, `rowsPerStatement` rows per statement (one multi-row VALUES list).
///
/// GRDB's `StatementArguments` boxes every value of every row (an existential, then a
/// `DatabaseValue`, through unspecialised generic code): 2.8-3.0 µs a row of 20 values, a fifth
/// of the time a pulled entry took to prepare (100,000 sample entries, release build, 2 cores).
/// Here each value is bound from the string as it is, and SQLite copies it (`SQLITE_TRANSIENT`).
final class PulledRowStaging {
    /// Rows per statement: 20 values each, far below SQLite's 32,766 parameters. The work SQLite
    /// does per statement run (reset, starting its program) is paid once per 64 rows.
    static let rowsPerStatement = 64

    private let connection: OpaquePointer
    private let many: OpaquePointer
    private let one: OpaquePointer

    /// Prepares the inserts on `db`'s connection (once per page; finalized when this goes).
    init(_ db: Database, table: String) throws {
        guard let connection = db.sqliteConnection else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the database is closed")
        }
        self.connection = connection
        let row = "(" + Array(repeating: "?", count: Self.width).joined(separator: ", ") + ")"
        let one = try Self.prepare("INSERT INTO \(table) VALUES \(row)", on: connection)
        let many: OpaquePointer
        do {
            many = try Self.prepare(
                "INSERT INTO \(table) VALUES " + Array(repeating: row, count: Self.rowsPerStatement).joined(separator: ", "),
                on: connection)
        } catch {
            sqlite3_finalize(one)
            throw error
        }
        (self.one, self.many) = (one, many)
    }

    deinit {
        sqlite3_finalize(many)
        sqlite3_finalize(one)
    }

    /// Writes `rows`.
    func insert(_ rows: [StagedPulledRow]) throws {
        var start = 0
        while rows.count - start >= Self.rowsPerStatement {
            for (offset, row) in rows[start..<start + Self.rowsPerStatement].enumerated() {
                bind(row, in: many, from: Int32(offset * Self.width + 1))
            }
            try step(many)
            start += Self.rowsPerStatement
        }
        for row in rows[start...] {
            bind(row, in: one, from: 1)
            try step(one)
        }
    }

    /// Values per row.
    private static let width = SyncFields.stagedColumns.count

    private func bind(_ row: StagedPulledRow, in statement: OpaquePointer, from first: Int32) {
        bind(row.id, in: statement, at: first)
        sqlite3_bind_int64(statement, first + 1, row.createdAt)
        sqlite3_bind_int64(statement, first + 2, row.updatedAt)
        for (offset, text) in row.texts.enumerated() { bind(text, in: statement, at: first + 3 + Int32(offset)) }
        sqlite3_bind_int64(statement, first + 3 + Int32(row.texts.count), row.version)
    }

    private func bind(_ text: String, in statement: OpaquePointer, at index: Int32) {
        var text = text
        text.withUTF8 { bytes in
            // An empty buffer may have no address; SQLite reads a NULL pointer as NULL, not "".
            let start = UnsafeRawPointer(bytes.baseAddress ?? ("" as StaticString).utf8Start)
            sqlite3_bind_text(statement, index, start.assumingMemoryBound(to: CChar.self), Int32(bytes.count), Self.transient)
        }
    }

    private func step(_ statement: OpaquePointer) throws {
        let code = sqlite3_step(statement)
        // Reset at once: a statement left active makes SQLite keep a statement journal for
        // every later statement of the transaction (the upsert of the whole page among them).
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)),
                sql: String(cString: sqlite3_sql(statement)))
        }
    }

    private static func prepare(_ sql: String, on connection: OpaquePointer) throws -> OpaquePointer {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
        }
        return statement
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bytes before the call returns.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
