import Foundation
import GRDB

/// How syncing goes: when it last worked, and why it last failed.
extension SyncLedger {
    /// Notes a sync that emptied what it could: the error, if any, is over.
    public func recordSuccess(at time: Date = Date()) throws {
        try mapped {
            try pool.write { db in
                try db.execute(
                    sql: "UPDATE sync_state SET last_success_at = ?, last_error = NULL, last_error_at = NULL",
                    arguments: [time.epochMilliseconds])
            }
        }
    }

    /// Notes why a sync failed, in words without secrets or personal data.
    public func recordError(_ message: String, at time: Date = Date()) throws {
        try mapped {
            try pool.write { db in
                try db.execute(
                    sql: "UPDATE sync_state SET last_error = ?, last_error_at = ?",
                    arguments: [message, time.epochMilliseconds])
            }
        }
    }

    /// Entries waiting, the last success and the last error.
    public func status() throws -> SyncRecord {
        try mapped {
            try pool.read { db in
                let waiting = try Int.fetchOne(db, sql: "SELECT count(*) FROM sync_outbox") ?? 0
                let row = try Row.fetchOne(db, sql: "SELECT last_success_at, last_error, last_error_at FROM sync_state")
                let success: Int64? = row?["last_success_at"], errorAt: Int64? = row?["last_error_at"]
                return SyncRecord(
                    waiting: waiting, lastSuccess: success.map(Date.init(epochMilliseconds:)),
                    lastError: row?["last_error"], lastErrorAt: errorAt.map(Date.init(epochMilliseconds:)))
            }
        }
    }
}
