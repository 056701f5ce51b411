import CGtk

/// Scrolling with a mouse wheel or a touchpad, on both axes.
@MainActor
public final class ScrollController: EventController {
    /// A scroll controller for vertical and horizontal scrolling.
    public init() {
        super.init(
            taking: UnsafeMutableRawPointer(
                constructed(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES), "GtkEventControllerScroll")))
    }

    /// Calls `handler` with the distance scrolled (dx, dy); it returns whether it took the
    /// scroll, so that the widgets under the pointer do not scroll too.
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> SignalHandle {
        connectSignal(
            objectPointer, "scroll", handler as SignalThunk.Double2Bool, thunk: unsafeBitCast(SignalThunk.double2Bool, to: GCallback.self))
    }
}
