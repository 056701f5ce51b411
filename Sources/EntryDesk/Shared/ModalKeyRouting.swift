import GtkKit

/// Keys typed ahead of a modal window over the desk's are never lost nor sent to the wrong window.
///
/// When a new window gets the keyboard is the window manager's affair: until then the keys an
/// operator types after Ctrl+B still reach the window under it. GTK hands them to the modal
/// window (its grab) but only to the window's own controllers, not to its focused field: text
/// was dropped and Enter activated the default button. This routing sends them on to the field
/// with focus. Likewise keys typed after the Enter that closes the modal window, held while an
/// answer was awaited or already on their way to it, go on to where the focus is under it:
/// `close()` gives the keyboard back at once and `destroyWhenKeysHaveGone()` destroys the modal
/// window once the events already queued for it have been handled. It is not hidden meanwhile:
/// GTK 4.8 crashes answering the accessibility bus about a window hidden and then destroyed
/// (docs/GTK-4.8-FACTS.md).
@MainActor
final class ModalKeyRouting {
    private let modal: Window
    private weak var parent: Window?
    private let keys = KeyController()
    private(set) var isClosed = false
    private var isDestroyed = false

    init(modal: Window, parent: Window) {
        self.modal = modal
        self.parent = parent
        keys.setPhase(.capture)
        keys.onKeyPressed { [weak self] _, _ in
            guard let self else { return false }
            if self.isClosed {
                if let parent = self.parent { self.keys.forwardCurrentKey(toFocusOf: parent) }
                return true
            }
            // Typed into the window under it: to the focused field, unless the modal window
            // holds its keys (an answer awaited): then its hold, the next controller, keeps it.
            guard self.keys.currentKeyCameFromOutside(self.modal), !TypeAhead.isHolding(near: self.modal) else { return false }
            self.keys.forwardCurrentKey(toFocusOf: self.modal)
            return true
        }
        modal.addController(keys)
    }

    /// Closes the modal window, once: gives the keyboard back to the window under it and runs
    /// `focus` there (where the next key belongs); keys still on their way follow it.
    func close(focusing focus: @MainActor () -> Void) {
        guard !isClosed else { return }
        isClosed = true
        parent?.present()
        focus()
    }

    /// Called after `close` once the keys held for the modal window have been put back on the
    /// queue: destroys it when they, and those already on their way, have gone on. Until then
    /// the routing keeps itself (and so the window) alive, even when its owner lets go at once.
    func destroyWhenKeysHaveGone() {
        guard isClosed, !isDestroyed else { return }
        isDestroyed = true
        MainLoopDispatch.afterPendingEvents { [self] in modal.destroy() }
    }

    /// Called after `close` when no keys were held for the modal window: destroys it at once, in
    /// the turn of the key that closed it, before an accessibility client can walk into it
    /// (GTK 4.8 has crashed answering about a window destroyed under such a walk).
    func destroyNow() {
        guard isClosed, !isDestroyed else { return }
        isDestroyed = true
        modal.destroy()
    }
}
