import EntryStore
import TeamServer

/// The team's server as the sync engine sees it: changes go up, the team's entries and records
/// come down.
/// `TeamServerLink` is the one over PostgreSQL; the engine knows nothing of SQL.
public protocol SyncServer: AnyObject {
    /// Sends changes in one transaction: all are applied (or were already: each has its change
    /// id), or none, and the call throws.
    func push(_ changes: [OutgoingChange]) throws
    /// The team's entries changed after `cursor` (nil: from the start), at most `limit`.
    func pull(after cursor: String?, limit: Int) throws -> SyncPage
    /// Sends the team's records (batches, histories, ...) in one transaction, as `push`.
    func pushRecords(_ records: [OutgoingRecord]) throws
    /// The team's records changed after `cursor` (nil: from the start), at most `limit`.
    func pullRecords(after cursor: String?, limit: Int) throws -> RecordPage
    /// The team's form in force, unless its version is `heldVersion` (see `TeamFormFetch`).
    func teamForm(unlessVersion heldVersion: String?) throws -> TeamFormFetch
}

extension SyncServer {
    /// A server that keeps no form (a test's stand-in): every machine keeps its own.
    public func teamForm(unlessVersion heldVersion: String?) throws -> TeamFormFetch { .none }
}

/// One page of a pull, and where the next one starts.
public struct SyncPage: Sendable {
    public let entries: [PulledEntry]
    public let cursor: String
    /// Whether the server had nothing more when the page was read.
    public let isLast: Bool

    public init(entries: [PulledEntry], cursor: String, isLast: Bool) {
        self.entries = entries
        self.cursor = cursor
        self.isLast = isLast
    }
}

/// One page of a records pull, and where the next one starts.
public struct RecordPage: Sendable {
    public let records: [PulledRecord]
    public let cursor: String
    public let isLast: Bool

    public init(records: [PulledRecord], cursor: String, isLast: Bool) {
        self.records = records
        self.cursor = cursor
        self.isLast = isLast
    }
}

/// What a sync failure means for the engine: whether the connection must be made again.
public protocol SyncFailure: Error {
    /// The message for the person and `sync status`, without secrets or personal data.
    var syncMessage: String { get }
    /// Whether the connection is gone (reconnect before the next try).
    var dropsConnection: Bool { get }
    /// Whether the server could not be reached at all (offline), rather than refusing.
    var isUnreachable: Bool { get }
}
