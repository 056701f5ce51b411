import EntryStore
import Foundation
import TeamServer

/// One sync: push every waiting change, then (a desk) pull until the server has nothing more.
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
    }

    /// Runs the pass; `shouldStop` is asked between batches.
    public func run(shouldStop: () -> Bool = { false }) throws -> Moved {
        var moved = try push(shouldStop: shouldStop)
        guard role == .desk else { return moved }
        let pulled = try pull(shouldStop: shouldStop)
        moved.pulled = pulled.pulled
        moved.refused = pulled.refused
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

    /// Receives the team's changes until the server has nothing more, a page at a time; the
    /// next page is read from the server while this one is written here (`PageFetch`). Each
    /// page is written with the cursor that follows it: stopped or failed anywhere, the next
    /// pass starts after the last page written, and a page read ahead is simply read again.
    public func pull(shouldStop: () -> Bool = { false }) throws -> Moved {
        var moved = Moved()
        guard !shouldStop() else { return moved }
        var page = try server.pull(after: try store.syncCursor(), limit: pullPage)
        while true {
            let next = page.isLast ? nil : PageFetch(from: server, after: page.cursor, limit: pullPage)
            let applied = Result { try store.apply(page.entries, cursor: page.cursor) }
            let fetched = next?.wait()
            moved.refused += try applied.get().count
            moved.pulled += page.entries.count
            guard let fetched, !shouldStop() else { return moved }
            page = try fetched.get()
        }
    }
}
