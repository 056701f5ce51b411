import Foundation
import TeamServer

/// The throwaway PostgreSQL cluster the README's test command starts
/// (scripts/with-test-server.sh): found through ENTRYDESK_TEST_SERVER (a superuser's URI) and
/// ENTRYDESK_TEST_CLUSTER (its folder, for stopping and restarting it).
///
/// Outside CI a machine without the cluster skips the server tests (`isRunnable` is false); in
/// CI (CI=true) they run and fail in `require()`, since a suite that skipped its server tests
/// there would pass without testing anything.
public struct TestCluster: Sendable {
    /// The superuser's address (password over TCP).
    public let adminAddress: ServerAddress
    /// The cluster's folder: data, socket, log, env.
    public let folder: URL

    /// Whether the server tests should run: a cluster is there, or CI demands one.
    public static var isRunnable: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["ENTRYDESK_TEST_SERVER"] != nil || environment["CI"] == "true"
    }

    /// The cluster, or an error saying how to get one.
    public static func require() throws -> TestCluster {
        let environment = ProcessInfo.processInfo.environment
        guard let server = environment["ENTRYDESK_TEST_SERVER"], let folder = environment["ENTRYDESK_TEST_CLUSTER"] else {
            throw TestClusterError(
                "no test PostgreSQL server: ENTRYDESK_TEST_SERVER and ENTRYDESK_TEST_CLUSTER are unset; run the tests with `make test` (scripts/with-test-server.sh starts one)"
            )
        }
        return TestCluster(adminAddress: ServerAddress(server), folder: URL(fileURLWithPath: folder))
    }

    /// A cluster of the caller's own, for tests that stop or kill the server (the shared one
    /// must stay up for the tests running beside them); `remove()` stops and deletes it. With
    /// `tls`, it also takes TLS connections, its certificate signed by `certificateAuthority`.
    public static func launchPrivate(tls: Bool = false) throws -> TestCluster {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("entrydesk-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o755])
        let cluster = TestCluster(adminAddress: ServerAddress(""), folder: folder)
        try cluster.control("start", tls ? ["--tls"] : [])
        let password = cluster.adminPassword
        return TestCluster(adminAddress: cluster.address(database: "postgres", password: password), folder: folder)
    }

    /// The CA file that verifies a `launchPrivate(tls: true)` cluster's certificate.
    public var certificateAuthority: URL { folder.appendingPathComponent("tls/ca.crt") }

    /// Stops a cluster from `launchPrivate()` and deletes its folder.
    public func remove() throws { try control("remove") }

    /// The cluster's TCP port.
    public var port: String {
        (try? String(contentsOf: folder.appendingPathComponent("port"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    /// The superuser's password (for pgpass tests).
    public var adminPassword: String {
        (try? String(contentsOf: folder.appendingPathComponent("password"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    /// A new, empty database for one test, dropped by `TestDatabase.drop()`.
    public func freshDatabase() throws -> TestDatabase {
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let admin = try PostgresConnection(adminAddress)
        try admin.execute("CREATE DATABASE \(name)")
        return TestDatabase(cluster: self, name: name)
    }

    /// Stops the server cleanly.
    public func stop() throws { try control("stop") }

    /// Stops the server as a crash would (`pg_ctl stop -m immediate`).
    public func kill() throws { try control("kill") }

    /// Starts the stopped server again, on the same port, and waits until it accepts connections.
    public func start() throws { try control("start") }

    /// `kill()` then `start()`.
    public func restart() throws {
        try kill()
        try start()
    }

    private func control(_ command: String, _ options: [String] = []) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/pg-test-cluster.sh")
        let status = try Spawn.run(script.path, [command, folder.path] + options)
        guard status == 0 else {
            throw TestClusterError("scripts/pg-test-cluster.sh \(command) \(folder.path) failed with status \(status)")
        }
    }

    /// The address of database `name` as role `role` with `password` (nil: no password in it).
    public func address(database name: String, role: String = "postgres", password: String? = nil, port: String? = nil) -> ServerAddress {
        let secret = password.map { ":\($0)" } ?? ""
        return ServerAddress("postgresql://\(role)\(secret)@127.0.0.1:\(port ?? self.port)/\(name)")
    }
}

/// Why the test cluster cannot be used.
public struct TestClusterError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
