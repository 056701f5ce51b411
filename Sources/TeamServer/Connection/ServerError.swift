/// A failure talking to the team server, in words a person can act on, without any secret.
public struct ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure: decides what the sync engine does next.
    public enum Kind: Sendable, Equatable {
        /// The server cannot be reached, or the connection broke: retry later, reconnecting.
        case unreachable
        /// The server refused the role or its password (SQLSTATE class 28, or the connection
        /// refused for that reason): retrying will not help until someone changes the settings.
        case authentication
        /// The role lacks a privilege (42501), such as a kiosk reading entries.
        case privilege
        /// The server's EntryDesk schema is newer than this build knows: update EntryDesk.
        case schemaTooNew
        /// The server has no EntryDesk schema yet, or an older one: run `entrydesk server setup`.
        case schemaTooOld
        /// libpq (Debian's libpq5) cannot be loaded on this machine.
        case clientLibraryMissing
        /// The server address cannot be understood.
        case invalidAddress
        /// Anything else: a bug or an unexpected server answer (see `sqlState`).
        case other
    }

    public let kind: Kind
    /// The server's SQLSTATE code when it sent one ("42501").
    public let sqlState: String?
    /// What went wrong, scrubbed of passwords.
    public let message: String

    public init(_ kind: Kind, _ message: String, sqlState: String? = nil) {
        self.kind = kind
        self.message = message
        self.sqlState = sqlState
    }

    public var description: String { message }
}
