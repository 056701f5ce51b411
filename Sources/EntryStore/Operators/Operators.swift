import Foundation
import GRDB

/// The operators who key at this desk: their PINs, for a desk whose sign-in asks one
/// (`[desk] sign-in-pin`), each stored as a salted hash's text (the app hashes; the store keeps
/// and hands it back), and their figures (`Operators+Statistics`).
///
/// Reached as `EntryStore.operators`; it reads and writes the store's one database.
public struct Operators: Sendable, StoreConcern {
    let database: StoreDatabase

    /// Gives the operator a PIN (`hash`, its stored form), replacing the one they had.
    public func setPIN(_ who: OperatorStamp, storedForm hash: String) throws {
        guard !who.id.isEmpty else { throw BatchError.invalid("an operator ID cannot be empty") }
        try mapped {
            try pool.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO operator_pin (operator, pin_hash) VALUES (?, ?)", arguments: [who.id, hash])
            }
        }
    }

    /// The operator's PIN hash, or nil when they have none.
    public func pin(of who: OperatorStamp) throws -> String? {
        try mapped {
            try pool.read { db in try String.fetchOne(db, sql: "SELECT pin_hash FROM operator_pin WHERE operator = ?", arguments: [who.id])
            }
        }
    }

    /// The operators with a PIN, sorted.
    public func withPIN() throws -> [String] {
        try mapped { try pool.read { db in try String.fetchAll(db, sql: "SELECT operator FROM operator_pin ORDER BY operator") } }
    }

    /// Takes the operator's PIN away (they can no longer sign in where a PIN is asked); false when
    /// they had none.
    @discardableResult
    public func removePIN(of who: OperatorStamp) throws -> Bool {
        try mapped {
            try pool.write { db in
                try db.execute(sql: "DELETE FROM operator_pin WHERE operator = ?", arguments: [who.id])
                return db.changesCount > 0
            }
        }
    }
}
