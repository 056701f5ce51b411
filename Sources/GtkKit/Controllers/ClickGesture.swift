import CGtk

/// A click or tap on a widget.
@MainActor
public final class ClickGesture: EventController {
    /// A primary-button click gesture.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(constructed(gtk_gesture_click_new(), "GtkGestureClick")))
    }

    /// Calls `handler` with the press count when the button is released.
    @discardableResult
    public func onReleased(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandle {
        let adapted: SignalThunk.IntDouble2 = { count, _, _ in handler(Int(count)) }
        return connectSignal(objectPointer, "released", adapted, thunk: unsafeBitCast(SignalThunk.intDouble2, to: GCallback.self))
    }

    /// Calls `handler` with the press count when the button is pressed.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandle {
        let adapted: SignalThunk.IntDouble2 = { count, _, _ in handler(Int(count)) }
        return connectSignal(objectPointer, "pressed", adapted, thunk: unsafeBitCast(SignalThunk.intDouble2, to: GCallback.self))
    }

    /// Calls `handler` with the press count and where the press is (in the widget's coordinates).
    @discardableResult
    public func onPressedAt(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalHandle {
        let adapted: SignalThunk.IntDouble2 = { count, x, y in handler(Int(count), x, y) }
        return connectSignal(objectPointer, "pressed", adapted, thunk: unsafeBitCast(SignalThunk.intDouble2, to: GCallback.self))
    }

    /// Claims the press being handled: no other gesture or widget sees it or what follows it
    /// (call from `onPressed`).
    public func claim() {
        gtk_gesture_set_state(OpaquePointer(objectPointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Whether the press being handled is a touch (a finger), not a pointer button.
    public var isTouch: Bool {
        gtk_gesture_single_get_current_sequence(OpaquePointer(objectPointer)) != nil
    }
}
