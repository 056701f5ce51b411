import Foundation

/// What an administrator does on the team server: set the schema up, and give each desk and
/// kiosk a login role of its own (or take it away). Needs a role that may create roles.
public struct ServerAdministration {
    let connection: PostgresConnection
    private let address: ServerAddress

    /// Administers through `connection`, which was opened with `address` (its TLS settings are
    /// passed on to the machines' URIs).
    public init(_ connection: PostgresConnection, address: ServerAddress) {
        self.connection = connection
        self.address = address
    }

    /// Creates or upgrades the schema (see `ServerSchema.migrate`).
    @discardableResult
    public func setup() throws -> (from: Int, to: Int) {
        try ServerSchema.migrate(connection)
    }

    /// Creates login role `desk_NAME`, member of entrydesk_desk, with a generated password.
    public func addDesk(_ name: String) throws -> MachineCredentials { try add(.desk, name: name) }

    /// Creates login role `kiosk_NAME`, member of entrydesk_kiosk, with a generated password.
    public func addKiosk(_ name: String) throws -> MachineCredentials { try add(.kiosk, name: name) }

    private func add(_ kind: MachineRole, name: String) throws -> MachineCredentials {
        let role = try MachineRoleName.make(kind, name: name)
        try ServerSchema.check(connection)
        let password = MachinePassword.generate()
        try connection.transaction {
            let existing = try connection.execute("SELECT 1 FROM pg_roles WHERE rolname = $1", [role])
            guard existing.isEmpty else {
                throw ServerError(.other, "role \(role) already exists on the team server: remove it first, or choose another name")
            }
            // The verifier, not the password, is what reaches the server (and its logs).
            let verifier = try connection.passwordVerifier(password, role: role)
            try connection.execute(
                "CREATE ROLE \(try connection.quotedIdentifier(role)) LOGIN PASSWORD \(try connection.quotedLiteral(verifier)) IN ROLE \(kind.groupRole)"
            )
        }
        return MachineCredentials(
            role: role, machineRole: kind, uri: MachineURI.make(role: role, password: password, connection: connection, address: address))
    }

    /// Removes a desk's or kiosk's role (`desk_b`, or `b` when only one of desk_b and kiosk_b
    /// exists) and ends its open sessions: that machine can no longer connect. Refuses any role
    /// that is not a member of entrydesk_desk or entrydesk_kiosk. Returns the role removed.
    @discardableResult
    public func remove(_ name: String) throws -> String {
        try MachineRoleName.validate(name)
        let candidates = MachineRole.allCases.map { name.hasPrefix($0.rolePrefix) ? name : $0.rolePrefix + name }
        let rows = try connection.execute(
            """
            SELECT r.rolname, r.oid::text FROM pg_roles r
            JOIN pg_auth_members m ON m.member = r.oid JOIN pg_roles g ON g.oid = m.roleid
            WHERE r.rolname = ANY ($1::text[]) AND g.rolname IN ('entrydesk_desk', 'entrydesk_kiosk')
            """, ["{" + Set(candidates).joined(separator: ",") + "}"])
        guard rows.count == 1, let role = rows[0][0], let oid = rows[0][1] else {
            throw ServerError(
                .other,
                rows.isEmpty
                    ? "no desk or kiosk named \(name) on the team server"
                    : "both desk_\(name) and kiosk_\(name) exist: name the role (desk_\(name) or kiosk_\(name))")
        }
        try connection.transaction {
            try connection.execute("DROP ROLE \(try connection.quotedIdentifier(role))")
        }
        // Its sessions outlive the role: end them (needs pg_signal_backend or superuser; without
        // it they end at their next reconnect, which now fails).
        _ = try? connection.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usesysid = $1::oid", [oid])
        return role
    }
}
