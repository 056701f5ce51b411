import CGtk

/// Key presses on a widget; a handler returning true stops the key from going further.
@MainActor
public final class KeyController: EventController {
    /// A key controller in the bubble phase.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(constructed(gtk_event_controller_key_new(), "GtkEventControllerKey")))
    }

    /// Calls `handler` with the key and modifiers; return true when the key was handled.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (Key, KeyModifiers) -> Bool) -> SignalHandle {
        let adapted: SignalThunk.Key = { keyval, _, state in
            handler(Key(keyval: keyval), KeyModifiers(state))
        }
        return connectSignal(objectPointer, "key-pressed", adapted, thunk: unsafeBitCast(SignalThunk.key, to: GCallback.self))
    }

    /// From a key-pressed handler only: delivers the key being handled to what has focus in
    /// `window` (or, when that does not take it, to the window itself: Tab, Escape, its
    /// shortcuts), as if it had been typed there: through that widget's own controllers, key
    /// bindings and input method (`gtk_event_controller_key_forward`). Returns whether it took it.
    @discardableResult
    public func forwardCurrentKey(toFocusOf window: Window) -> Bool {
        let key = OpaquePointer(objectPointer)
        if let focus = gtk_root_get_focus(OpaquePointer(window.widgetPointer)) {
            if gtk_event_controller_key_forward(key, focus) != 0 { return true }
        }
        return gtk_event_controller_key_forward(key, window.widgetPointer) != 0
    }

    /// From a key-pressed handler only: whether the key being handled was typed into another
    /// window than `window` (GTK hands a modal window the keys typed into the window under it,
    /// to its own controllers only, not to its focused field).
    public func currentKeyCameFromOutside(_ window: Window) -> Bool {
        guard let event = gtk_event_controller_get_current_event(OpaquePointer(objectPointer)),
            let own = gtk_native_get_surface(OpaquePointer(window.widgetPointer))
        else { return false }
        return gdk_event_get_surface(event) != own
    }
}
