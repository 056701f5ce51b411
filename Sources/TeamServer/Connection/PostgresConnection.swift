import CPostgres
import Foundation

/// One blocking connection to the team server, through libpq.
///
/// Not Sendable: a connection belongs to the thread that uses it (the sync engine's background
/// thread); libpq connections must not be used from two threads at once. Every failure is a
/// `ServerError` without secrets; after an `.unreachable` one the connection is broken for good
/// (`isBroken`) and the caller opens a new one.
public final class PostgresConnection {
    private let handle: OpaquePointer
    private let scrubber: SecretScrubber
    /// True once the connection is lost: every call then throws `.unreachable`.
    public private(set) var isBroken = false

    /// Connects to `address`, with libpq's defaults for what it leaves out. Gives up after
    /// `connect_timeout` seconds (5 unless the address or PGCONNECT_TIMEOUT says otherwise) and
    /// names itself `entrydesk` (unless the address or PGAPPNAME names it otherwise). With
    /// `database`, connects to that database instead of the address's.
    public init(
        _ address: ServerAddress, database: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        try LibPQ.load()
        scrubber = SecretScrubber(address: address, environment: environment)
        // Keywords before `dbname` are defaults that the expanded address overrides.
        var parameters = [("fallback_application_name", "entrydesk")]
        if environment["PGCONNECT_TIMEOUT"] == nil { parameters.append(("connect_timeout", "5")) }
        // A peer that vanished without closing (cable pulled, server powered off) is noticed in
        // half a minute, not after TCP's quarter of an hour: unanswered data or keepalives.
        parameters += [
            ("tcp_user_timeout", "30000"), ("keepalives_idle", "15"), ("keepalives_interval", "5"),
            ("keepalives_count", "3")
        ]
        if !address.text.isEmpty { parameters.append(("dbname", address.text)) }
        // Only the first dbname is expanded as an address; a later one is a database name.
        if let database { parameters.append(("dbname", database)) }
        let keywords = parameters.map { strdup($0.0) } + [nil]
        let values = parameters.map { strdup($0.1) } + [nil]
        defer { (keywords + values).forEach { free($0) } }
        let connection = keywords.map { UnsafePointer($0) }.withUnsafeBufferPointer { keywordPointers in
            values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointers in
                entrydesk_pq_connectdb_params(keywordPointers.baseAddress, valuePointers.baseAddress, 1)
            }
        }
        guard let connection else { throw ServerError(.other, "libpq could not allocate a connection (out of memory)") }
        guard entrydesk_pq_status(connection) == Int32(ENTRYDESK_PQ_CONNECTION_OK) else {
            let message = String(cString: entrydesk_pq_error_message(connection))
            let role = String(cString: entrydesk_pq_user(connection))
            entrydesk_pq_finish(connection)
            throw ServerFailure.connecting(message: scrubber.scrub(message), role: role)
        }
        entrydesk_pq_silence_notices(connection)
        handle = connection
    }

    deinit {
        entrydesk_pq_finish(handle)
    }

    /// The role this connection logged in as.
    public var role: String { String(cString: entrydesk_pq_user(handle)) }
    /// The server's host name, address or socket folder, as libpq used it.
    public var host: String { String(cString: entrydesk_pq_host(handle)) }
    public var port: String { String(cString: entrydesk_pq_port(handle)) }
    public var database: String { String(cString: entrydesk_pq_db(handle)) }

    /// Runs one statement with text parameters ($1, $2, ...; nil is NULL) and returns its rows,
    /// each column as text or nil for NULL.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [String?] = []) throws -> [[String?]] {
        try withResult(sql, parameters) { result in
            (0..<result.rowCount).map { row in (0..<result.columnCount).map { result.text(row, $0) } }
        }
    }

    /// Runs one statement and hands its result to `body` (valid only inside it): for reading
    /// many rows without copying each value first.
    func withResult<T>(_ sql: String, _ parameters: [String?], _ body: (QueryResult) throws -> T) throws -> T {
        guard !isBroken else { throw ServerFailure.lost }
        let copies = parameters.map { $0.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        let pointer = copies.map { UnsafePointer($0) }.withUnsafeBufferPointer { values in
            entrydesk_pq_exec_params(handle, sql, Int32(values.count), values.baseAddress)
        }
        guard let pointer else { throw failure(of: nil) }
        let result = QueryResult(pointer)
        defer { result.clear() }
        let status = entrydesk_pq_result_status(pointer)
        guard status == Int32(ENTRYDESK_PQ_TUPLES_OK) || status == Int32(ENTRYDESK_PQ_COMMAND_OK) else {
            throw failure(of: result)
        }
        return try body(result)
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    @discardableResult
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            if !isBroken { _ = try? execute("ROLLBACK") }
            throw error
        }
    }

    /// `text` quoted as an SQL identifier, for statements that take no parameters (CREATE ROLE).
    func quotedIdentifier(_ text: String) throws -> String {
        try escaped(text, entrydesk_pq_escape_identifier)
    }

    /// `text` quoted as an SQL string literal, for statements that take no parameters.
    func quotedLiteral(_ text: String) throws -> String {
        try escaped(text, entrydesk_pq_escape_literal)
    }

    /// The verifier the server stores for `password` of `role` (SCRAM-SHA-256 by default),
    /// computed here: the password itself is never sent.
    func passwordVerifier(_ password: String, role: String) throws -> String {
        guard let verifier = entrydesk_pq_encrypt_password(handle, password, role) else {
            throw ServerError(.other, "could not compute the password verifier for role \(role): \(errorMessage)")
        }
        defer { entrydesk_pq_freemem(verifier) }
        return String(cString: verifier)
    }

    private func escaped(
        _ text: String, _ escape: (OpaquePointer?, UnsafePointer<CChar>?, Int) -> UnsafeMutablePointer<CChar>?
    ) throws -> String {
        guard let quoted = escape(handle, text, text.utf8.count) else {
            throw ServerError(.other, "could not quote a name for SQL: \(errorMessage)")
        }
        defer { entrydesk_pq_freemem(quoted) }
        return String(cString: quoted)
    }

    private var errorMessage: String { scrubber.scrub(String(cString: entrydesk_pq_error_message(handle))) }

    private func failure(of result: QueryResult?) -> ServerError {
        let connectionLost = entrydesk_pq_status(handle) != Int32(ENTRYDESK_PQ_CONNECTION_OK)
        let error = ServerFailure.executing(
            sqlState: result?.errorField(ENTRYDESK_PQ_DIAG_SQLSTATE),
            primary: result?.errorField(ENTRYDESK_PQ_DIAG_MESSAGE_PRIMARY).map(scrubber.scrub),
            connectionMessage: errorMessage, connectionLost: connectionLost)
        if error.kind == .unreachable { isBroken = true }
        return error
    }
}
