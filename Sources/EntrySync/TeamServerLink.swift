import EntryStore
import Foundation
import TeamServer

/// The team's PostgreSQL server as a `SyncServer`: one connection, checked once for the schema
/// this build speaks, and the conversions between the store's and the server's types. The pull
/// cursor is kept in the local database as JSON text.
public final class TeamServerLink: SyncServer {
    private let connection: PostgresConnection
    private let role: MachineRole

    /// Connects to `address` and checks the server's schema (a newer one is refused with a
    /// message that says to update EntryDesk; the outbox stays as it is).
    public init(address: ServerAddress, role: SyncRole) throws {
        connection = try PostgresConnection(address)
        self.role = role == .kiosk ? .kiosk : .desk
        try ServerSchema.check(connection)
    }

    public func push(_ changes: [OutgoingEntryChange]) throws {
        _ = try connection.push(changes.map {
            OutgoingChange(changeID: $0.changeID, entryID: $0.entryID, baseVersion: $0.baseVersion, deleted: $0.deleted,
                           fields: $0.fields, changedAt: $0.queuedAt)
        }, as: role)
    }

    public func pull(after cursor: String?, limit: Int) throws -> SyncPage {
        let start = try cursor.map { try JSONDecoder().decode(PullCursor.self, from: Data($0.utf8)) } ?? .start
        let page = try connection.pull(after: start, limit: limit)
        let next = String(decoding: try JSONEncoder().encode(page.next), as: UTF8.self)
        return SyncPage(entries: page.entries.map(Self.incoming), cursor: next, isLast: page.isLast)
    }

    private static func incoming(_ entry: PulledEntry) -> IncomingEntry {
        IncomingEntry(entryID: entry.entryID, version: entry.version, deleted: entry.deleted, fields: entry.fields,
                      changedBy: entry.changedBy, changedAt: entry.changedAt,
                      overwritten: entry.overwritten.filter { !$0.deleted }.map {
                          OverwrittenEntryVersion(version: $0.version, fields: $0.fields, changedBy: $0.changedBy,
                                                  changedAt: $0.changedAt)
                      })
    }
}

extension ServerError: SyncFailure {
    public var syncMessage: String { message }
    public var dropsConnection: Bool { kind != .privilege }
    public var isUnreachable: Bool { kind == .unreachable }
}
