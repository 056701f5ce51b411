import CGtk

/// A press held in place (a finger or the primary button) for the desktop's long-press time,
/// as phone keyboards offer a letter's accented forms.
@MainActor
public final class LongPressGesture: EventController {
    /// A long-press gesture with GTK's default delay (`gtk-long-press-time`).
    public init() {
        super.init(taking: UnsafeMutableRawPointer(constructed(gtk_gesture_long_press_new(), "GtkGestureLongPress")))
    }

    /// Calls `handler` once the press has been held long enough. The press is then the long
    /// press's alone: its sequence is claimed, so the widget's own click (a button's `clicked`)
    /// does not follow when it is released.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor () -> Void) -> SignalHandle {
        // The gesture itself, not this wrapper, which may be gone while the widget keeps the
        // gesture: the handler runs only while the gesture lives.
        let gesture = OpaquePointer(objectPointer)
        let adapted: SignalThunk.Double2 = { _, _ in
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            handler()
        }
        return connectSignal(objectPointer, "pressed", adapted, thunk: unsafeBitCast(SignalThunk.double2, to: GCallback.self))
    }
}
