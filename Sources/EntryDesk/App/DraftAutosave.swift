import EntryStore
import Foundation
import GtkKit
import Localization

/// Saves one window's form in progress soon after it changes, so a crash or a restart loses at
/// most a second of typing. Each window has a draft of its own (`owner`): two windows on one
/// database never touch each other's.
///
/// A save waits for a short pause in typing (one write per burst, not per key) but never longer
/// than `maximumWaitMilliseconds` after the first change it holds: someone typing steadily, a
/// key every 150 ms, still has the draft written every second. The write goes through the
/// window's `StoreWriter`, so that a database locked by an import never stops the window while
/// the person types, and so that a draft asked for before a save is written before it. While
/// the entry is being saved (`hold()`), changes wait: a draft written then would be the entry's
/// old self, outliving it. A write that fails is said once and tried again.
@MainActor
final class DraftAutosave {
    private let writer: StoreWriter
    /// This window's draft.
    let owner = DraftOwner.newWindow()
    private var timer: MainLoopTimer?
    private let pauseMilliseconds: Int
    private let maximumWaitMilliseconds: Int
    /// When the oldest change not yet written was made (nil: nothing waiting).
    private var firstUnsavedChange: ContinuousClock.Instant?
    private var pending: (@MainActor () -> DraftEntry)?
    /// Holds not released yet (a save and a claim may overlap): changes are noted, not written.
    private var holds = 0
    private var isHeld: Bool { holds > 0 }
    /// Failed writes in a row: the first is said, and each is tried again.
    private var failedAttempts = 0
    var onError: (@MainActor (String) -> Void)?
    /// Called when a write succeeds after failures (the warning can go).
    var onRecovered: (@MainActor () -> Void)?

    init(writer: StoreWriter, pauseMilliseconds: Int = 400, maximumWaitMilliseconds: Int = 1000) {
        self.writer = writer
        self.pauseMilliseconds = pauseMilliseconds
        self.maximumWaitMilliseconds = maximumWaitMilliseconds
    }

    /// Saves what `draft` returns after a pause in changes, or at the latest
    /// `maximumWaitMilliseconds` after the first change waiting. The draft is read when it is
    /// written, not on every keystroke.
    func schedule(_ draft: @escaping @MainActor () -> DraftEntry) {
        pending = draft
        let now = ContinuousClock.now
        let first = firstUnsavedChange ?? now
        firstUnsavedChange = first
        guard !isHeld else { return }
        let waited = Int((now - first) / .milliseconds(1))
        let delay = max(0, min(pauseMilliseconds, maximumWaitMilliseconds - waited))
        timer?.cancel()
        timer = MainLoopTimer.once(after: delay) { [weak self] in self?.write() }
    }

    /// Hands a waiting draft to the writer now (quit, window close, SIGTERM: `StoreWriter.finish()`
    /// then waits for it).
    func flush() { write() }

    /// Hands a waiting draft to the writer; nothing when none is waiting or while held.
    private func write() {
        timer?.cancel()
        timer = nil
        guard !isHeld, let pending else { return }
        self.pending = nil
        firstUnsavedChange = nil
        let draft = pending()
        let owner = owner
        writer.write(
            { store in
                if draft.isEmpty { try store.drafts.clear(owner: owner) } else { try store.drafts.save(draft, owner: owner) }
            },
            then: { [weak self] result in
                self?.written(result, retry: pending)
            })
    }

    private func written(_ result: Result<Void, any Error>, retry: @escaping @MainActor () -> DraftEntry) {
        guard case let .failure(failure) = result else {
            if failedAttempts > 0 { onRecovered?() }
            failedAttempts = 0
            return
        }
        // A full disk, a damaged file: said once, and tried again a moment later (a newer
        // change waiting is written instead).
        failedAttempts += 1
        if failedAttempts == 1 {
            onError?(LocalizedFormat.fill(tr("The unsaved entry could not be kept safe: %@. Trying again."), "\(failure)"))
        }
        if pending == nil { schedule(retry) }
    }

    /// Drops a save still waiting (the entry was saved or discarded: its draft must not be
    /// written after that). A write already handed over runs before anything asked for later.
    func cancel() {
        timer?.cancel()
        timer = nil
        pending = nil
        firstUnsavedChange = nil
    }

    /// The entry on screen is being saved: changes made meanwhile are noted but not written
    /// until `release()`, when the form knows whether it shows a new record or the saved entry.
    func hold() {
        cancel()
        holds += 1
    }

    /// Ends `hold()`: a change noted meanwhile is written as usual.
    func release() {
        holds = max(0, holds - 1)
        if !isHeld, let pending { schedule(pending) }
    }

    /// Claims a draft a window left when its process ended (a crash, a kill, the last session)
    /// for this window, and hands it to `done` (nil when none is waiting or it cannot be read).
    func claimOrphan(then done: @escaping @MainActor (DraftEntry?) -> Void) {
        let owner = owner
        writer.write({ store in try store.drafts.claimOrphaned(for: owner) }, then: { done(try? $0.get()) })
    }

    /// How many such drafts are waiting besides this window's.
    func orphanCount() -> Int { (try? writer.store.drafts.orphanedCount(besides: owner)) ?? 0 }

    /// Forgets this window's draft (its entry was saved, or discarded on purpose).
    func discard() {
        cancel()
        let owner = owner
        writer.write({ store in try store.drafts.clear(owner: owner) }, then: { _ in })
    }
}
