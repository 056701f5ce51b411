import Foundation

/// The connection URI a new machine role is given: the administrator's server, port and
/// database, the machine's role and password, and the administrator's TLS settings.
enum MachineURI {
    /// The connection options carried over from the administrator's address.
    static let carriedOptions = ["sslmode", "sslrootcert", "sslcert", "sslkey", "sslcrl", "target_session_attrs"]

    static func make(role: String, password: String, connection: PostgresConnection, address: ServerAddress) -> String {
        let options = LibPQ.parsedOptions(address.text)
        var query = carriedOptions.compactMap { key in options[key].map { "\(key)=\(encode($0))" } }
        var authority = "\(role):\(password)@"
        let host = connection.host
        if host.hasPrefix("/") {
            // A Unix socket folder: only the query can carry it.
            query.insert("host=\(encode(host))", at: 0)
            query.insert("port=\(connection.port)", at: 1)
        } else {
            authority += (host.contains(":") ? "[\(host)]" : host) + ":" + connection.port
        }
        let tail = query.isEmpty ? "" : "?" + query.joined(separator: "&")
        return "postgresql://\(authority)/\(encode(connection.database))\(tail)"
    }

    private static func encode(_ text: String) -> String {
        // RFC 3986's unreserved characters; everything else percent-encoded.
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
