import EntryStore
import Foundation
import GtkKit

/// Saves one window's form in progress soon after it changes, so a crash or a restart loses at
/// most a second of typing. Each window has a draft of its own (`owner`): two windows on one
/// database never touch each other's.
///
/// A save waits for a short pause in typing (one write per burst, not per key) but never longer
/// than `maximumWaitMilliseconds` after the first change it holds: someone typing steadily, a
/// key every 150 ms, still has the draft written every second. `flush()` writes at once (quit,
/// window close, SIGTERM).
@MainActor
final class DraftAutosave {
    private let store: EntryStore
    /// This window's draft.
    let owner = DraftOwner.newWindow()
    private var timer: MainLoopTimer?
    private let pauseMilliseconds: Int
    private let maximumWaitMilliseconds: Int
    /// When the oldest change not yet written was made (nil: nothing waiting).
    private var firstUnsavedChange: ContinuousClock.Instant?
    private var pending: (@MainActor () -> DraftEntry)?
    var onError: (@MainActor (String) -> Void)?

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
        timer = MainLoopTimer.once(after: delay) { [weak self] in self?.flush() }
    }

    /// Writes a waiting draft now; nothing when none is waiting.
    func flush() {
        timer?.cancel()
        timer = nil
        guard let pending else { return }
        self.pending = nil
        firstUnsavedChange = nil
        let draft = pending()
        do {
            if draft.isEmpty { try store.clearDraft(owner: owner) } else { try store.saveDraft(draft, owner: owner) }
        } catch {
            onError?("The unsaved entry could not be kept safe: \(error)")
        }
    }

    /// Whether a change is waiting to be written.
    var hasPendingChanges: Bool { pending != nil }

    /// Drops a save still waiting (the entry was saved or discarded).
    func cancel() {
        timer?.cancel()
        timer = nil
        pending = nil
        firstUnsavedChange = nil
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
