import Foundation
import ServerTestSupport
import Testing
import TeamServer

/// sslmode=verify-full with a CA file, as libpq does it: the server's certificate is checked
/// against the CA and the host name, and machines keep the administrator's TLS settings.
@Suite(.enabled(if: TestCluster.isRunnable)) struct TLSConnectionTests {
    @Test func verifyFullConnectsWithTheRightCAAndRefusesAnother() throws {
        let cluster = try TestCluster.launchPrivate(tls: true)
        defer { try? cluster.remove() }
        let base = "postgresql://postgres:\(cluster.adminPassword)@localhost:\(cluster.port)/postgres?sslmode=verify-full"
        let address = ServerAddress(base + "&sslrootcert=\(cluster.certificateAuthority.path)")
        let connection = try PostgresConnection(address)
        #expect(try connection.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()") == [["t"]])

        // Desks and kiosks get the same TLS settings in their URI.
        let administration = ServerAdministration(connection, address: address)
        try administration.setup()
        let desk = try administration.addDesk(TestDatabase.uniqueMachineName("tls"))
        #expect(
            desk.uri.hasSuffix(
                "?sslmode=verify-full&sslrootcert=\(cluster.certificateAuthority.path.replacingOccurrences(of: "/", with: "%2F"))"))
        let deskConnection = try PostgresConnection(ServerAddress(desk.uri))
        #expect(try deskConnection.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()") == [["t"]])

        // A CA that did not sign the server's certificate: refused, and said so.
        let error = try #require(throws: ServerError.self) {
            try PostgresConnection(ServerAddress(base + "&sslrootcert=/etc/ssl/certs/ca-certificates.crt"))
        }
        #expect(error.message.contains("certificate verify failed"))
        #expect(!error.message.contains(cluster.adminPassword))
    }
}
