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
    /// Changes per push (one server transaction each) and entries per pull page. Larger
    /// batches touch each page of the outbox's random-UUID index fewer times: confirming 100,000
    /// waiting entries 1,000 at a time took 20-36 ms a batch (19,000 sent/s), 5,000 at a time
    /// 25,600-26,100/s (`entrydesk-bench sync`, 2 cores). Pull pages of 10,000 received about
    /// 8% more a second than 5,000 but held the write lock up to 370 ms a page (a save in the
    /// window waits for it); 5,000 hold it up to about 200 ms.
    public var pushBatch = 5_000
    public var pullPage = 5_000
    /// Where this machine keeps the team's form; nil: the pass leaves forms alone.
    public var teamForm: TeamFormFile?

    public init(store: EntryStore, server: any SyncServer, role: MachineRole, teamForm: TeamFormFile? = nil) {
        self.store = store
        self.server = server
        self.role = role
        self.teamForm = teamForm
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
        /// The team's form, when the server had another version than the one kept here.
        public var form: TeamFormFile.Outcome?
    }

    /// Runs the pass; `shouldStop` is asked between batches.
    public func run(shouldStop: () -> Bool = { false }) throws -> Moved {
        var moved = Moved()
        moved.recordsPushed = try pushRecords(shouldStop: shouldStop)
        moved.pushed = try push(shouldStop: shouldStop).pushed
        // A kiosk keys with the team's form too, though it reads no entries.
        moved.form = try pullForm()
        guard role == .desk else { return moved }
        let pulled = try pull(shouldStop: shouldStop)
        moved.pulled = pulled.pulled
        moved.refused = pulled.refused
        (moved.recordsPulled, moved.recordsRefused) = try pullRecords(shouldStop: shouldStop)
        // What the pull wrote goes into the search index last: search finds it meanwhile.
        try store.searchIndex.indexBacklog(shouldStop: shouldStop)
        return moved
    }

    /// Sends every waiting change, a batch at a time; the next batch is read here while the
    /// server takes one (`BackgroundServerCall`). Batches go one after the other, each confirmed
    /// before the next is sent.
    public func push(shouldStop: () -> Bool = { false }) throws -> Moved {
        var moved = Moved()
        var (changes, through) = try store.sync.outgoingChanges(limit: pushBatch, after: nil)
        while !changes.isEmpty, !shouldStop() {
            let sending = BackgroundServerCall(with: server) { [changes] in try $0.push(changes) }
            let next = Result { try store.sync.outgoingChanges(limit: pushBatch, after: through) }
            try sending.wait().get()
            // Killed here, the changes go again: the server knows their ids and skips them.
            try store.sync.confirm(changes, forgettingEntries: role == .kiosk)
            moved.pushed += changes.count
            (changes, through) = try next.get()
            // Changed again while on their way, entries wait at their old place: read from
            // the first again before the pass ends.
            if changes.isEmpty { (changes, through) = try store.sync.outgoingChanges(limit: pushBatch, after: nil) }
        }
        return moved
    }

    /// Sends every waiting team record a machine of this role sends, a batch at a time.
    public func pushRecords(shouldStop: () -> Bool = { false }) throws -> Int {
        var pushed = 0
        let sending: (TeamRecordKind) -> Bool = role == .kiosk ? { $0.kioskSends } : { _ in true }
        while !shouldStop() {
            let records = try store.sync.outgoingRecords(limit: pushBatch, sending: sending)
            if records.isEmpty { break }
            try server.pushRecords(records)
            try store.sync.confirm(records, forgetting: role == .kiosk)
            pushed += records.count
        }
        return pushed
    }

    /// Fetches the team's form when the server's version is not the one kept here, and keeps
    /// it (`TeamFormFile`); nil when nothing came.
    public func pullForm() throws -> TeamFormFile.Outcome? {
        guard let teamForm else { return nil }
        guard case .changed(let form) = try server.teamForm(unlessVersion: teamForm.versionToSkip) else { return nil }
        return try teamForm.keep(form)
    }

    /// Receives the team's records until the server has nothing more: (pulled, refused).
    public func pullRecords(shouldStop: () -> Bool = { false }) throws -> (Int, Int) {
        var pulled = 0, refused = 0
        var cursor = try store.sync.recordCursor()
        while !shouldStop() {
            let page = try server.pullRecords(after: cursor, limit: pullPage)
            refused += try store.sync.apply(page.records, cursor: page.cursor)
            pulled += page.records.count
            cursor = page.cursor
            if page.isLast { break }
        }
        return (pulled, refused)
    }

    /// Receives the team's changes until the server has nothing more, a page at a time; the
    /// next page is read from the server and prepared while this one is written here
    /// (`BackgroundServerCall`, `PreparedPulledPage`). Each page is written with the cursor
    /// that follows it: stopped or failed anywhere, the next pass starts after the last page
    /// written, and a page read ahead is simply read again. More than one page is written with
    /// the writer's cache enlarged (`SyncLedger.receivingPages`).
    public func pull(shouldStop: () -> Bool = { false }) throws -> Moved {
        guard !shouldStop() else { return Moved() }
        let first = try server.pull(after: try store.sync.cursor(), limit: pullPage)
        if first.isLast { return try pull(from: first, shouldStop: shouldStop) }
        return try store.sync.receivingPages { try pull(from: first, shouldStop: shouldStop) }
    }

    private func pull(from first: SyncPage, shouldStop: () -> Bool) throws -> Moved {
        var moved = Moved()
        var (page, prepared) = (first, PreparedPulledPage(first.entries))
        while true {
            let next =
                page.isLast
                ? nil
                : BackgroundServerCall(with: server) { [cursor = page.cursor, pullPage] server in
                    let page = try server.pull(after: cursor, limit: pullPage)
                    return (page, PreparedPulledPage(page.entries))
                }
            let applied = Result { try store.sync.apply(prepared, cursor: page.cursor) }
            let fetched = next?.wait()
            moved.refused += try applied.get().count
            moved.pulled += page.entries.count
            guard let fetched, !shouldStop() else { return moved }
            (page, prepared) = try fetched.get()
        }
    }
}
