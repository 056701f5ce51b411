import CGtk

/// Keys typed ahead of the window wait until it is where they belong, then land there in order.
///
/// An operator who knows the form types ahead of it: Enter on an address search whose answer
/// has not come yet, then the amount; Ctrl+S, then the next payer's name while the entry before
/// is being stored. While the window is on its way (the answer picked, the saved form cleared),
/// a hold keeps the key presses the window receives, and when the last hold ends they are put
/// back on GDK's event queue (`gdk_display_put_event`, in GTK 4.8): each is then delivered as
/// it would have been, to what has focus by then, in the order typed, through the same
/// controllers, shortcuts and input method. Keys typed during the replay queue up behind it.
///
/// A hold ends by itself after its limit: a window that does not get there (a slow server) lets
/// the keys through where focus is rather than seem frozen. Key releases are never held (GTK 4
/// cannot stop them, and nothing acts on them).
@MainActor
public enum TypeAhead {
    /// A reason the window holds the keys; `end()` (idempotent) lets them go once no other
    /// hold is left.
    @MainActor
    public final class Hold {
        fileprivate let state: WindowState
        private var timer: MainLoopTimer?
        public private(set) var hasEnded = false

        fileprivate init(state: WindowState, limit: Duration) {
            self.state = state
            let milliseconds = Int(limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
            timer = MainLoopTimer.once(after: max(0, milliseconds)) { [weak self] in self?.end() }
        }

        public func end() {
            guard !hasEnded else { return }
            hasEnded = true
            timer?.cancel()
            timer = nil
            TypeAhead.ended(self)
        }

        /// Ends the hold without letting its keys go: when the window did not get where they
        /// were typed for (a question came instead of the next entry), they are kept for later
        /// (`Kept.replay()` once it gets there, `Kept.drop()` if it never does). Nil when
        /// nothing was held, or when another hold still waits for them (they stay with it).
        public func endKeepingKeys() -> Kept? {
            guard !hasEnded else { return nil }
            let others = state.holds.contains { $0 != ObjectIdentifier(self) }
            guard !others, !state.events.isEmpty else {
                end()
                return nil
            }
            let kept = Kept(events: state.events)
            state.events = []
            end()
            return kept
        }
    }

    /// Key presses taken out of a hold, waiting for the window to get where they were typed
    /// for: replayed or dropped, and dropped when let go of.
    @MainActor
    public final class Kept {
        private var events: [OpaquePointer]

        fileprivate init(events: [OpaquePointer]) { self.events = events }

        isolated deinit { drop() }

        /// Delivers them now, in the order typed, to what has focus (as a hold's end would).
        public func replay() {
            let waiting = events
            events = []
            TypeAhead.put(waiting)
        }

        /// Forgets them: they were for an entry that is not coming.
        public func drop() {
            for event in events { gdk_event_unref(event) }
            events = []
        }
    }

    /// What a window holds: its open holds and the key presses kept meanwhile (GdkEvent refs).
    @MainActor
    fileprivate final class WindowState {
        let window: WeakObjectPointer
        var holds: [ObjectIdentifier] = []
        var events: [OpaquePointer] = []
        init(window: gpointer) { self.window = WeakObjectPointer(window) }
    }

    private static var windows: [WindowState] = []

    /// Holds the keys of the window `widget` is in until `end()` or `limit`, whichever first;
    /// nil when the widget is in no window (nothing to hold).
    public static func hold(near widget: Widget, atMost limit: Duration) -> Hold? {
        guard let root = gtk_widget_get_root(widget.widgetPointer) else { return nil }
        let window = UnsafeMutableRawPointer(root)
        let state = self.state(of: window)
        let hold = Hold(state: state, limit: limit)
        state.holds.append(ObjectIdentifier(hold))
        return hold
    }

    /// Whether the window `widget` is in holds its keys now.
    public static func isHolding(near widget: Widget) -> Bool {
        guard let root = gtk_widget_get_root(widget.widgetPointer) else { return false }
        let window = UnsafeMutableRawPointer(root)
        return windows.first { $0.window.withObject { $0 == window } == true }?.holds.isEmpty == false
    }

    /// How many key presses the window `widget` is in holds now.
    public static func heldKeyPresses(near widget: Widget) -> Int {
        guard let root = gtk_widget_get_root(widget.widgetPointer) else { return 0 }
        let window = UnsafeMutableRawPointer(root)
        return windows.first { $0.window.withObject { $0 == window } == true }?.events.count ?? 0
    }

    private static func state(of window: gpointer) -> WindowState {
        windows.removeAll { $0.window.withObject { _ in true } == nil }
        if let known = windows.first(where: { $0.window.withObject { $0 == window } == true }) { return known }
        let state = WindowState(window: window)
        windows.append(state)
        // First in the capture phase of the window: before its shortcuts and every widget.
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let handler: SignalThunk.Key = { [weak state] _, _, _ in
            guard let state, !state.holds.isEmpty,
                let event = gtk_event_controller_get_current_event(controller)
            else { return false }
            state.events.append(gdk_event_ref(event))
            return true
        }
        connectSignal(
            UnsafeMutableRawPointer(controller), "key-pressed", handler,
            thunk: unsafeBitCast(SignalThunk.key, to: GCallback.self))
        gtk_widget_add_controller(window.assumingMemoryBound(to: GtkWidget.self), controller)
        return state
    }

    private static func ended(_ hold: Hold) {
        let state = hold.state
        state.holds.removeAll { $0 == ObjectIdentifier(hold) }
        guard state.holds.isEmpty else { return }
        let events = state.events
        state.events = []
        put(events)
    }

    /// Puts held key presses back on GDK's queue, in order, and lets go of them.
    fileprivate static func put(_ events: [OpaquePointer]) {
        for event in events {
            gdk_display_put_event(gdk_event_get_display(event), event)
            gdk_event_unref(event)
        }
    }
}
