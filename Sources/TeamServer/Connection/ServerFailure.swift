import Foundation

/// Turns what libpq and the server say into a `ServerError` of the right kind, in words.
enum ServerFailure {
    /// The error for a call on a connection already lost.
    static let lost = ServerError(.unreachable, "the connection to the team server was lost; reconnect")

    /// A failed connection attempt, from libpq's (already scrubbed) message. Connection errors
    /// carry no SQLSTATE, so the server's words decide; whatever is not recognised counts as
    /// unreachable, so that the caller keeps retrying rather than giving up.
    static func connecting(message: String, role: String) -> ServerError {
        let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        let named = quoted(after: "for user ", in: text) ?? role
        if text.contains("password authentication failed") {
            return ServerError(.authentication, "password refused for role \(named)", sqlState: "28P01")
        }
        if text.contains("no password supplied") {
            return ServerError(
                .authentication,
                "no password for role \(named): put it in the server URI, PGPASSWORD or ~/.pgpass",
                sqlState: "28P01")
        }
        if let missing = quoted(after: "role ", in: text), text.contains("does not exist") {
            return ServerError(.authentication, "role \(missing) does not exist on the team server (removed?)", sqlState: "28000")
        }
        if text.contains("pg_hba.conf") {
            return ServerError(
                .authentication, "the team server does not let role \(named) connect from here (pg_hba.conf): \(oneLine(text))",
                sqlState: "28000")
        }
        if text.contains("does not have CONNECT privilege") || text.contains("permission denied") {
            return ServerError(.privilege, "role \(named) may not connect: \(oneLine(text))", sqlState: "42501")
        }
        if [
            "invalid connection option", "missing \"=\"", "invalid URI", "invalid integer value", "unterminated quoted string",
            "invalid percent-encoded", "invalid sslmode", "unexpected spaces"
        ].contains(where: text.contains) {
            return ServerError(.invalidAddress, "the team server address is not valid: \(oneLine(text))")
        }
        if let database = quoted(after: "database ", in: text), text.contains("does not exist") {
            return ServerError(.other, "the team server has no database \(database)", sqlState: "3D000")
        }
        return ServerError(.unreachable, "cannot reach the team server: \(oneLine(text))")
    }

    /// A failed statement: by SQLSTATE when the server sent one; a lost connection otherwise.
    static func executing(sqlState: String?, primary: String?, connectionMessage: String, connectionLost: Bool) -> ServerError {
        guard let sqlState, !connectionLost else {
            return ServerError(
                .unreachable, "lost the connection to the team server: \(oneLine(primary ?? connectionMessage))", sqlState: sqlState)
        }
        let text = primary ?? oneLine(connectionMessage)
        // 08: connection exceptions; 57P01-57P03: the server shutting down or starting up.
        if sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(sqlState) {
            return ServerError(.unreachable, "lost the connection to the team server: \(text)", sqlState: sqlState)
        }
        if sqlState.hasPrefix("28") {
            return ServerError(.authentication, text, sqlState: sqlState)
        }
        if sqlState == "42501" {
            return ServerError(.privilege, "not allowed on the team server: \(text)", sqlState: sqlState)
        }
        return ServerError(.other, "the team server refused a statement: \(text) (SQLSTATE \(sqlState))", sqlState: sqlState)
    }

    /// The text between double quotes right after `prefix` (libpq quotes names: user "desk_b").
    private static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix + "\"") else { return nil }
        guard let end = text[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(text[start.upperBound..<end])
    }

    private static func oneLine(_ text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        // libpq puts "connection to server at ... failed:" first and the reason after it.
        return lines.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
