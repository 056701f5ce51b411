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
}
