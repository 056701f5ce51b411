import CGtk

/// Pointer motion over a widget (the kiosk's idle timer resets on it).
@MainActor
public final class MotionController: EventController {
    /// A motion controller.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(constructed(gtk_event_controller_motion_new(), "GtkEventControllerMotion")))
    }

    /// Calls `handler` when the pointer moves.
    @discardableResult
    public func onMotion(_ handler: @escaping @MainActor () -> Void) -> SignalHandle {
        let adapted: SignalThunk.Double2 = { _, _ in handler() }
        return connectSignal(objectPointer, "motion", adapted, thunk: unsafeBitCast(SignalThunk.double2, to: GCallback.self))
    }
}
