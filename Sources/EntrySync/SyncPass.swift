import EntryStore
import Foundation
import TeamServer

/// One sync: push every waiting change, then (a desk) pull until the server has nothing more.
/// The team's records (batches, histories, ...) are pushed before the entries, so that a kiosk
/// has sent an entry's history when it forgets the entry, and pulled after them.
/// Each batch is its own local transaction, short enough that a save in the window never waits
/// long for the database.
public struct SyncPass {
    public let store: EntryStore
    public let server: any SyncServer
    public let role: MachineRole
    /// Changes per push (one server transaction each) and entries per pull page.
    public var pushBatch = 1_000
    public var pullPage = 5_000

    public init(store: EntryStore, server: any SyncServer, role: MachineRole) {
        self.store = store
        self.server = server
        self.role = role
    }

    /// What one pass moved.
    public struct Moved: Sendable, Equatable {
        public var pushed = 0
        public var pulled = 0
        /// Entries from the server this desk could not store (see `EntryStore.apply`).
        public var refused = 0
        /// Team records sent and received (`TeamRecordKind`), and those received that could not be stored.
        public var recordsPushed = 0
        public var recordsPulled = 0
        public var recordsRefused = 0
    }

    /// Runs the pass; `shouldStop` is asked between batches.
    public func run(shouldStop: () -> Bool = { false }) throws -> Moved {
        var moved = Moved()
        moved.recordsPushed = try pushRecords(shouldStop: shouldStop)
        moved.pushed = try push(shouldStop: shouldStop).pushed
        guard role == .desk else { return moved }
        let pulled = try pull(shouldStop: shouldStop)
        moved.pulled = pulled.pulled
        moved.refused = pulled.refused
        (moved.recordsPulled, moved.recordsRefused) = try pullRecords(shouldStop: shouldStop)
        return moved
    }

    /// Sends every waiting change, a batch at a time.
    public func push(shouldStop: () -> Bool = { false }) throws -> Moved {
        var moved = Moved()
        while !shouldStop() {
            let changes = try store.outgoingChanges(limit: pushBatch)
            if changes.isEmpty { break }
            try server.push(changes)
            // Killed here, the changes go again: the server knows their ids and skips them.
            try store.confirm(changes, forgettingEntries: role == .kiosk)
            moved.pushed += changes.count
        }
        return moved
    }

    /// Sends every waiting team record a machine of this role sends, a batch at a time.
    public func pushRecords(shouldStop: () -> Bool = { false }) throws -> Int {
        var pushed = 0
        let sending: (TeamRecordKind) -> Bool = role == .kiosk ? { $0.kioskSends } : { _ in true }
        while !shouldStop() {
            let records = try store.outgoingRecords(limit: pushBatch, sending: sending)
            if records.isEmpty { break }
            try server.pushRecords(records)
            try store.confirm(records, forgetting: role == .kiosk)
            pushed += records.count
        }
        return pushed
    }

    /// Receives the team's records until the server has nothing more: (pulled, refused).
    public func pullRecords(shouldStop: () -> Bool = { false }) throws -> (Int, Int) {
        var pulled = 0, refused = 0
        var cursor = try store.recordCursor()
        while !shouldStop() {
            let page = try server.pullRecords(after: cursor, limit: pullPage)
            refused += try store.apply(page.records, cursor: page.cursor)
            pulled += page.records.count
            cursor = page.cursor
            if page.isLast { break }
        }
        return (pulled, refused)
    }

    /// Receives the team's changes until the server has nothing more, a page at a time; the
    /// next page is read from the server while this one is written here (`PageFetch`). Each
    /// page is written with the cursor that follows it: stopped or failed anywhere, the next
    /// pass starts after the last page written, and a page read ahead is simply read again.
    public func pull(shouldStop: () -> Bool = { false }) throws -> Moved {
        var moved = Moved()
        guard !shouldStop() else { return moved }
        var page = try server.pull(after: try store.syncCursor(), limit: pullPage)
        var prepared = PreparedPulledPage(page.entries)
        while true {
            let next = page.isLast ? nil : PageFetch(from: server, after: page.cursor, limit: pullPage)
            let applied = Result { try store.apply(prepared, cursor: page.cursor) }
            let fetched = next?.wait()
            moved.refused += try applied.get().count
            moved.pulled += page.entries.count
            guard let fetched, !shouldStop() else { return moved }
            (page, prepared) = try fetched.get()
        }
    }
}
