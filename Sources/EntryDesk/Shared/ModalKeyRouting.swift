import GtkKit

/// Keys typed ahead of a modal window over the desk's are never lost nor sent to the wrong window.
///
/// A window manager gives a new window the keyboard a moment after it maps (and without one, as
/// at a kiosk or on a test display, not at all): until then the keys an operator types after
/// Ctrl+B still reach the window under it, which hands them on to the modal window's focused
/// field. Likewise keys typed after the Enter that closes it, held while an answer was awaited
/// or already on their way to it, go on to where the focus is under it: `close()` gives the
/// keyboard back at once and destroys the modal window once the events already queued for it
/// have been handled. It is not hidden meanwhile: GTK 4.8 crashes answering the accessibility
/// bus about a window hidden and then destroyed (docs/GTK-4.8-FACTS.md).
@MainActor
final class ModalKeyRouting {
    private let modal: Window
    private weak var parent: Window?
    private let parentKeys = KeyController()
    private let closedKeys = KeyController()
    private(set) var isClosed = false
    private var isDestroyed = false

    init(modal: Window, parent: Window) {
        self.modal = modal
        self.parent = parent
        // Closed: keys that still reach the hidden window belong to the one under it.
        closedKeys.setPhase(.capture)
        closedKeys.onKeyPressed { [weak self] _, _ in
            guard let self, self.isClosed else { return false }
            if let parent = self.parent { self.closedKeys.forwardCurrentKey(toFocusOf: parent) }
            return true
        }
        modal.addController(closedKeys)
        parentKeys.setPhase(.capture)
        parentKeys.onKeyPressed { [weak self] _, _ in
            guard let self, !self.isClosed else { return false }
            // While the modal window holds its keys (an answer awaited), this one joins them.
            if TypeAhead.isHolding(near: self.modal) {
                self.parentKeys.forwardCurrentKey(to: self.modal)
            } else {
                self.parentKeys.forwardCurrentKey(toFocusOf: self.modal)
            }
            return true
        }
        parent.addController(parentKeys)
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
        MainLoopDispatch.afterPendingEvents { [self] in
            parent?.removeController(parentKeys)
            modal.destroy()
        }
    }
}
