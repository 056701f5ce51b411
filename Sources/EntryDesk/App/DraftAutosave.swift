import EntryStore
import Foundation
import GtkKit

/// Saves one window's form in progress soon after it changes, so a crash or a restart loses at
/// most a second of typing. Each window has a draft of its own (`owner`): two windows on one
/// database never touch each other's.
///
/// A save waits for a short pause in typing (one write per burst, not per key) but never longer
/// than `maximumWaitMilliseconds` after the first change it holds: someone typing steadily, a
/// key every 150 ms, still has the draft written every second. The write itself runs on a
/// queue of its own, so that a database locked by an import never stops the window while the
/// person types; a write that fails is said once and tried again. `flush()` writes at once
/// (quit, window close, SIGTERM) and `cancel()` waits for a write under way, so that a draft
/// written late never outlives the entry it was for.
@MainActor
final class DraftAutosave {
    private let store: EntryStore
    /// This window's draft.
    let owner = DraftOwner.newWindow()
    private let writer = DispatchQueue(label: "entrydesk.draft-writer")
    private var timer: MainLoopTimer?
    private let pauseMilliseconds: Int
    private let maximumWaitMilliseconds: Int
    /// When the oldest change not yet written was made (nil: nothing waiting).
    private var firstUnsavedChange: ContinuousClock.Instant?
    private var pending: (@MainActor () -> DraftEntry)?
    /// Failed writes in a row: the first is said, and each is tried again.
    private var failedAttempts = 0
    var onError: (@MainActor (String) -> Void)?
    /// Called when a write succeeds after failures (the warning can go).
    var onRecovered: (@MainActor () -> Void)?

    init(store: EntryStore, pauseMilliseconds: Int = 400, maximumWaitMilliseconds: Int = 1000) {
        self.store = store
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
        let waited = Int((now - first) / .milliseconds(1))
        let delay = max(0, min(pauseMilliseconds, maximumWaitMilliseconds - waited))
        timer?.cancel()
        timer = MainLoopTimer.once(after: delay) { [weak self] in self?.write() }
    }

    /// Writes a waiting draft now and waits until it is written (the app is about to end).
    func flush() {
        write()
        writer.sync {}
    }

    /// Hands a waiting draft to the writer queue; nothing when none is waiting.
    private func write() {
        timer?.cancel()
        timer = nil
        guard let pending else { return }
        self.pending = nil
        firstUnsavedChange = nil
        let draft = pending()
        let store = store, owner = owner
        writer.async { [weak self] in
            let failure: String?
            do {
                if draft.isEmpty { try store.clearDraft(owner: owner) } else { try store.saveDraft(draft, owner: owner) }
                failure = nil
            } catch {
                failure = String(describing: error)
            }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.written(failure, retry: pending) }
            }
        }
    }

    private func written(_ failure: String?, retry: @escaping @MainActor () -> DraftEntry) {
        guard let failure else {
            if failedAttempts > 0 { onRecovered?() }
            failedAttempts = 0
            return
        }
        // A database locked by an import, a full disk: said once, and tried again a moment
        // later (a newer change waiting is written instead).
        failedAttempts += 1
        if failedAttempts == 1 { onError?("The unsaved entry could not be kept safe: \(failure). Trying again.") }
        if pending == nil { schedule(retry) }
    }

    /// Drops a save still waiting and waits for one under way (the entry was saved or
    /// discarded: its draft must not be written after that).
    func cancel() {
        timer?.cancel()
        timer = nil
        pending = nil
        firstUnsavedChange = nil
        writer.sync {}
    }

    /// A draft a window left when its process ended (a crash, a kill, the last session), now
    /// this window's; nil when none is waiting.
    func claimOrphan() -> DraftEntry? { try? store.claimOrphanedDraft(for: owner) }

    /// How many such drafts are waiting besides this window's.
    func orphanCount() -> Int { (try? store.orphanedDraftCount(besides: owner)) ?? 0 }

    /// Forgets this window's draft (its entry was saved, or discarded on purpose).
    func discard() {
        cancel()
        try? store.clearDraft(owner: owner)
    }
}
