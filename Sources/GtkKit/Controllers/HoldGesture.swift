import CGtk

/// A press held in place for as long as asked, anywhere in the widget it watches: a kiosk's
/// "touch and hold anywhere for three seconds to hear the screen". GTK's long press waits at
/// most twice the desktop's long-press time (its delay factor stops at 2), too short to tell
/// from a slow tap. This one watches without taking the press: a tap goes on to the widget
/// under it. Only a hold that lasts is claimed, so its release clicks nothing.
@MainActor
public final class HoldGesture: EventController {
    private let milliseconds: Int
    private var timer: MainLoopTimer?
    private var start: (x: Double, y: Double) = (0, 0)
    private var handler: (@MainActor () -> Bool)?

    /// A hold of `milliseconds` (a theme duration).
    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
        super.init(taking: UnsafeMutableRawPointer(constructed(gtk_gesture_drag_new(), "GtkGestureDrag")))
        let began: SignalThunk.Double2 = { [weak self] x, y in self?.began(x: x, y: y) }
        connectSignal(objectPointer, "drag-begin", began, thunk: unsafeBitCast(SignalThunk.double2, to: GCallback.self))
        let moved: SignalThunk.Double2 = { [weak self] dx, dy in self?.moved(dx: dx, dy: dy) }
        connectSignal(objectPointer, "drag-update", moved, thunk: unsafeBitCast(SignalThunk.double2, to: GCallback.self))
        let ended: SignalThunk.Double2 = { [weak self] _, _ in self?.letGo() }
        connectSignal(objectPointer, "drag-end", ended, thunk: unsafeBitCast(SignalThunk.double2, to: GCallback.self))
        let cancelled: SignalThunk.Pointer1 = { [weak self] _ in self?.letGo() }
        connectSignal(objectPointer, "cancel", cancelled, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
    }

    /// Calls `handler` once a press has been held long enough (the finger still down); the press
    /// is taken when it returns true, and goes on to the widget under it when false.
    public func onHeld(_ handler: @escaping @MainActor () -> Bool) { self.handler = handler }

    private func began(x: Double, y: Double) {
        start = (x, y)
        timer?.cancel()
        timer = MainLoopTimer.once(after: milliseconds) { [weak self] in self?.held() }
    }

    /// A finger that slides further than the desktop's drag threshold is not holding.
    private func moved(dx: Double, dy: Double) {
        guard timer != nil, let widget = gtk_event_controller_get_widget(controllerPointer) else { return }
        let from = (x: Int32(start.x), y: Int32(start.y))
        if gtk_drag_check_threshold(widget, from.x, from.y, Int32(start.x + dx), Int32(start.y + dy)) != 0 { letGo() }
    }

    private func letGo() {
        timer?.cancel()
        timer = nil
    }

    private func held() {
        timer = nil
        guard handler?() == true else { return }
        gtk_gesture_set_state(controllerPointer, GTK_EVENT_SEQUENCE_CLAIMED)
    }
}
