import CGtk

/// Tells its owner the width it is given, each time it changes: placed across a window, the
/// window's width, maximised and full screen included (a window's `default-width` keeps the
/// size it had before it was maximised). GTK 4.8 has no breakpoints (libadwaita 1.4 does);
/// a drawing area's `resize` signal is GTK's own report of a new allocation. It draws nothing
/// and takes no height; assistive technologies do not see it.
@MainActor
public final class WidthWatch: Widget {
    public init() {
        super.init(
            taking: constructed(
                entrydesk_widget_new_with_role(gtk_drawing_area_get_type(), AccessibleRole.presentation.gtkValue),
                "GtkDrawingArea"))
        hexpand = true
    }

    /// Calls `handler` with the new width. It runs while GTK lays the window out: change the
    /// layout from an idle callback (`MainLoopTimer.once(after: 0)`), not inside it.
    @discardableResult
    public func onWidthChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandle {
        let adapted: SignalThunk.IntPair = { width, _ in handler(Int(width)) }
        return connectSignal(objectPointer, "resize", adapted, thunk: unsafeBitCast(SignalThunk.intPair, to: GCallback.self))
    }
}
