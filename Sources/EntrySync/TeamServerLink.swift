import EntryStore
import Foundation
import TeamServer

/// The team's PostgreSQL server as a `SyncServer`: one connection, checked once for the schema
/// this build speaks. The pull cursor is kept in the local database as JSON text.
public final class TeamServerLink: SyncServer {
    private let connection: PostgresConnection
    private let role: MachineRole

    /// Connects to `address` and checks the server's schema (a newer one is refused with a
    /// message that says to update EntryDesk; the outbox stays as it is).
    public init(address: ServerAddress, role: MachineRole) throws {
        connection = try PostgresConnection(address)
        self.role = role
        try ServerSchema.check(connection)
    }

    public func push(_ changes: [OutgoingChange]) throws {
        _ = try connection.push(changes, as: role)
    }

    public func pull(after cursor: String?, limit: Int) throws -> SyncPage {
        let page = try connection.pull(after: try Self.cursor(cursor), limit: limit)
        return SyncPage(entries: page.entries, cursor: try Self.text(page.next), isLast: page.isLast)
    }

    public func pushRecords(_ records: [OutgoingRecord]) throws {
        try connection.pushRecords(records, as: role)
    }

    public func pullRecords(after cursor: String?, limit: Int) throws -> RecordPage {
        let page = try connection.pullRecords(after: try Self.cursor(cursor), limit: limit)
        return RecordPage(records: page.records, cursor: try Self.text(page.next), isLast: page.isLast)
    }

    public func teamForm(unlessVersion heldVersion: String?) throws -> TeamFormFetch {
        try connection.teamForm(unlessVersion: heldVersion)
    }

    private static func cursor(_ text: String?) throws -> PullCursor {
        try text.map { try JSONDecoder().decode(PullCursor.self, from: Data($0.utf8)) } ?? .start
    }

    private static func text(_ cursor: PullCursor) throws -> String {
        String(decoding: try JSONEncoder().encode(cursor), as: UTF8.self)
    }
}

extension ServerError: SyncFailure {
    public var syncMessage: String { message }
    public var dropsConnection: Bool { kind != .privilege }
    public var isUnreachable: Bool { kind == .unreachable }
}
