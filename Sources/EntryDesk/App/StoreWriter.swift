import EntryStore
import Foundation
import GtkKit
import Synchronization

/// The window's one queue of database writes: drafts, saves, deletes and restores, in the order
/// they were asked for, on a thread of their own, each result handed back on the main queue.
///
/// The main thread never waits on SQLite: a database another program is writing to (an import,
/// a second window) holds up the queue, not the window. A write that finds the database locked
/// for longer than the store's busy timeout is tried again until it goes through, and a write
/// that has waited `noticeAfterMilliseconds` is announced (`onWaitingChanged`), so the person
/// knows why "Saved" has not come yet and can go on typing. One queue, not one per kind of
/// write: a draft asked for before a save is written before it, so it can never outlive the
/// entry the save clears it for.
@MainActor
final class StoreWriter {
    let store: EntryStore
    private let queue = DispatchQueue(label: "entrydesk.store-writer", qos: .userInitiated)
    private let retrying = RetryGate()
    /// Writes handed over and not finished yet.
    private(set) var pendingWrites = 0
    private var noticeTimer: MainLoopTimer?
    /// Whether the person was told that writes are waiting for the database.
    private(set) var isWaiting = false
    /// Called with true once a write has waited `noticeAfterMilliseconds`, with false when the
    /// queue has caught up again.
    var onWaitingChanged: (@MainActor (Bool) -> Void)?
    /// A save normally takes a few milliseconds (one durable commit); a write still running after
    /// this long is waiting for another program's lock, and the window says so.
    static let noticeAfterMilliseconds = 300

    init(store: EntryStore) {
        self.store = store
    }

    /// Runs `work` on the writer's thread after every write handed over before it, then `done`
    /// with its result on the main queue. A locked database is waited for, however long.
    func write<T: Sendable>(
        _ work: @escaping @Sendable (EntryStore) throws -> T,
        then done: @escaping @MainActor (Result<T, any Error>) -> Void
    ) {
        pendingWrites += 1
        if noticeTimer == nil && !isWaiting {
            noticeTimer = MainLoopTimer.once(after: Self.noticeAfterMilliseconds) { [weak self] in
                guard let self else { return }
                self.noticeTimer = nil
                guard self.pendingWrites > 0 else { return }
                self.isWaiting = true
                self.onWaitingChanged?(true)
            }
        }
        let store = store, retrying = retrying
        queue.async {
            let result = Result { try Self.retryingWhileLocked(retrying) { try work(store) } }
            // Through the GLib loop, not the dispatch main queue: it also runs while a main-actor
            // job spins the loop itself (the gallery, a test waiting for a condition).
            MainLoopDispatch.post {
                self.finished()
                done(result)
            }
        }
    }

    private func finished() {
        pendingWrites -= 1
        guard pendingWrites == 0 else { return }
        noticeTimer?.cancel()
        noticeTimer = nil
        if isWaiting {
            isWaiting = false
            onWaitingChanged?(false)
        }
    }

    /// Waits until every write handed over so far has run (the process is about to end): a
    /// locked database is then waited for once more, not again and again, so that quitting ends.
    func finish() {
        retrying.stop()
        queue.sync {}
    }

    /// `body`, again while it fails because another program holds the write lock (each try
    /// already waits the store's busy timeout), unless the writer is finishing.
    nonisolated private static func retryingWhileLocked<T>(_ gate: RetryGate, _ body: () throws -> T) throws -> T {
        while true {
            do {
                return try body()
            } catch EntryStoreError.locked where gate.mayRetry {
                // SQLite answers "busy" at once, without its timeout, when waiting could not
                // help that try: do not spin.
                Thread.sleep(forTimeInterval: retryPause)
            }
        }
    }

    /// The pause between two tries of a write that found the database locked.
    nonisolated private static let retryPause: TimeInterval = 0.05

    /// Shared by the window and the writer's thread: whether a locked write may be tried again.
    private final class RetryGate: Sendable {
        private let stopped = Mutex(false)
        var mayRetry: Bool { !stopped.withLock { $0 } }
        func stop() { stopped.withLock { $0 = true } }
    }
}
