/// The EntryDesk schema on the team server (schema `entrydesk`): versioned migrations, applied
/// in order, each once, under a transaction-scoped advisory lock so that two administrators
/// running `entrydesk server setup` at once apply each migration once.
public enum ServerSchema {
    /// The newest schema version this build knows.
    public static var knownVersion: Int { ServerMigrations.all.count }

    /// The advisory lock key of schema changes ("EntryDsk" in ASCII).
    static let lockKey = "4571367572794473"

    /// Creates or upgrades the schema; idempotent. Returns the versions before and after.
    /// Throws `.schemaTooNew` when the server's schema is newer than this build.
    @discardableResult
    public static func migrate(_ connection: PostgresConnection) throws -> (from: Int, to: Int) {
        try connection.transaction {
            try connection.execute("SELECT pg_advisory_xact_lock($1::bigint)", [lockKey])
            try connection.execute("CREATE SCHEMA IF NOT EXISTS entrydesk")
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS entrydesk.schema_version (
                    version integer PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now(),
                    applied_by text NOT NULL DEFAULT session_user)
                """)
            let current = try version(connection) ?? 0
            try refuseNewer(current)
            for (index, migration) in ServerMigrations.all.enumerated() where index + 1 > current {
                for statement in migration { try connection.execute(statement) }
                try connection.execute("INSERT INTO entrydesk.schema_version (version) VALUES ($1)", [String(index + 1)])
            }
            return (current, max(current, knownVersion))
        }
    }

    /// Checks, before syncing, that the server's schema is the one this build speaks.
    public static func check(_ connection: PostgresConnection) throws {
        let current = try version(connection) ?? 0
        try refuseNewer(current)
        guard current == knownVersion else {
            throw ServerError(
                .schemaTooOld,
                current == 0
                    ? "the team server has no EntryDesk schema yet: run entrydesk server setup"
                    : "the server's EntryDesk schema is version \(current); this EntryDesk needs \(knownVersion): run entrydesk server setup"
            )
        }
    }

    /// The server's schema version; nil when there is no EntryDesk schema.
    static func version(_ connection: PostgresConnection) throws -> Int? {
        let exists = try connection.execute("SELECT to_regclass('entrydesk.schema_version') IS NOT NULL")
        guard exists.first?.first == "t" else { return nil }
        let rows = try connection.execute("SELECT coalesce(max(version), 0) FROM entrydesk.schema_version")
        guard let text = rows.first?.first ?? nil else { return nil }
        return Int(text)
    }

    private static func refuseNewer(_ current: Int) throws {
        guard current <= knownVersion else {
            throw ServerError(
                .schemaTooNew,
                "the server's EntryDesk schema is version \(current); this EntryDesk knows up to \(knownVersion): update EntryDesk")
        }
    }
}
