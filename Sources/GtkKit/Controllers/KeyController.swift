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
}
