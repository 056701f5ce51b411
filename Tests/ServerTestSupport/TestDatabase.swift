import Foundation
import TeamServer

/// A database of the test cluster that belongs to one test.
public struct TestDatabase: Sendable {
    public let cluster: TestCluster
    public let name: String

    /// The superuser's address for this database.
    public var adminAddress: ServerAddress {
        cluster.address(database: name, password: cluster.adminPassword)
    }

    /// A superuser connection to this database.
    public func adminConnection() throws -> PostgresConnection {
        try PostgresConnection(adminAddress)
    }

    /// Sets the schema up and returns an administration on a superuser connection.
    public func setUp() throws -> (administration: ServerAdministration, connection: PostgresConnection) {
        let connection = try adminConnection()
        let administration = ServerAdministration(connection, address: adminAddress)
        try administration.setup()
        return (administration, connection)
    }

    /// A machine name no other test uses (roles are shared by the cluster's databases).
    public static func uniqueMachineName(_ stem: String = "m") -> String {
        stem + "_" + UUID().uuidString.prefix(8).lowercased()
    }

    /// Drops the database, ending its sessions.
    public func drop() {
        guard let admin = try? PostgresConnection(cluster.adminAddress) else { return }
        _ = try? admin.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }
}
