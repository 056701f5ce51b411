import EntryStore
import GtkKit

/// Saves the form in progress a moment after the last change, so a crash or a restart loses
/// at most that moment of typing.
@MainActor
final class DraftAutosave {
    private let store: EntryStore
    private var timer: MainLoopTimer?
    private let delayMilliseconds: Int
    var onError: (@MainActor (String) -> Void)?

    init(store: EntryStore, delayMilliseconds: Int = 400) {
        self.store = store
        self.delayMilliseconds = delayMilliseconds
    }

    /// Saves what `draft` returns after the delay, replacing a save still waiting. The draft is
    /// read when the timer fires, not on every keystroke.
    func schedule(_ draft: @escaping @MainActor () -> DraftEntry) {
        timer?.cancel()
        timer = MainLoopTimer.once(after: delayMilliseconds) { [weak self] in
            guard let self else { return }
            let draft = draft()
            do {
                if draft.isEmpty { try self.store.clearDraft() } else { try self.store.saveDraft(draft) }
            } catch {
                self.onError?("The unsaved entry could not be kept safe: \(error)")
            }
        }
    }

    /// Drops a save still waiting (the entry was saved or discarded).
    func cancel() {
        timer?.cancel()
        timer = nil
    }

    /// The draft left by the last session.
    func load() -> DraftEntry? { try? store.loadDraft() }
}
