import Foundation

/// Where the team server is: a PostgreSQL connection URI (`postgresql://host/db`) or a libpq
/// keyword string (`host=... dbname=...`), kept as given; libpq reads it, so PG* environment
/// variables, PGSERVICE with pg_service.conf, ~/.pgpass and sslmode/sslrootcert all work.
/// An empty address means libpq's defaults alone (PGHOST, PGSERVICE, ...).
public struct ServerAddress: Sendable, Equatable, CustomStringConvertible {
    /// The address as given, possibly with a password: never print it; print `redacted`.
    public let text: String

    public init(_ text: String) {
        self.text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The address that applies, by precedence: the `--server` option, else the
    /// `ENTRYDESK_SERVER` environment variable, else `server =` in the configuration's `[sync]`
    /// section. Nil when none is given (no server: EntryDesk keeps its entries to itself); a
    /// candidate given as an empty string counts, and means libpq's own defaults.
    public static func resolve(option: String?, environment: String?, configuration: String?) -> ServerAddress? {
        for candidate in [option, environment, configuration] {
            if let candidate { return ServerAddress(candidate) }
        }
        return nil
    }

    /// The address with its password replaced by `***` (in a URI's user part, a URI's
    /// `password=` query parameter, or a keyword string's `password=`): fit for logs and errors.
    public var redacted: String { AddressRedaction.redact(text) }

    /// The address's password as given, for scrubbing error messages: libpq's reading when libpq
    /// is here, plus what the text shows (a URI's user part or a `password=`), so that even a
    /// malformed address that libpq refuses is scrubbed.
    var passwords: [String] {
        var found = AddressRedaction.passwords(in: text)
        if let parsed = LibPQ.parsedPassword(text) { found.append(parsed) }
        return found.filter { !$0.isEmpty }
    }

    public var description: String { redacted }
}
