import ArgumentParser
import Foundation
import TeamServer

/// A team server database for one benchmark: created on the server the benchmark is given
/// (--server, else ENTRYDESK_TEST_SERVER, which scripts/with-test-server.sh sets), set up,
/// with desk roles; `drop()` removes the database and the roles.
final class BenchTeam {
    let address: ServerAddress
    let name: String
    private let admin: PostgresConnection
    private let administration: ServerAdministration
    private var roles: [String] = []

    /// The server's address from `option` or the environment; nil when neither names one.
    static func serverAddress(_ option: String?) -> ServerAddress? {
        (option ?? ProcessInfo.processInfo.environment["ENTRYDESK_TEST_SERVER"]).map(ServerAddress.init)
    }

    init(server: ServerAddress) throws {
        address = server
        admin = try PostgresConnection(server)
        name = "bench_" + UUID().uuidString.prefix(8).lowercased()
        try admin.execute("CREATE DATABASE \(name)")
        administration = ServerAdministration(try PostgresConnection(server, database: name), address: server)
        _ = try administration.setup()
    }

    /// A new desk's connection URI (with its password).
    func addDesk() throws -> String {
        let credentials = try administration.addDesk("\(name)_\(roles.count)")
        roles.append(credentials.role)
        return credentials.uri
    }

    func drop() {
        for role in roles { _ = try? administration.remove(role) }
        _ = try? admin.execute("DROP DATABASE \(name) WITH (FORCE)")
    }
}
