import CGtk

/// Owns one reference to a GObject that is not a widget (providers, controllers, models).
@MainActor
public class ObjectReference {
    nonisolated(unsafe) let objectPointer: gpointer

    /// Takes ownership of a new object (`transfer full`), sinking a floating reference.
    init(taking pointer: gpointer) {
        objectPointer = pointer
        if Bool(g_object_is_floating(pointer)) { g_object_ref_sink(pointer) }
    }

    /// Holds a reference to an object GTK returned without one for the caller (`transfer
    /// none`), through `g_object_ref_sink`: a normal reference is added to; a floating one (an
    /// object nobody has claimed yet) is not added to but sunk, that is turned into the
    /// reference this object holds, so it owns the object alone. Either way `deinit` drops
    /// exactly one reference.
    init(retaining pointer: gpointer) {
        objectPointer = pointer
        g_object_ref_sink(pointer)
    }

    deinit { g_object_unref(objectPointer) }

    /// Connects a handler to a signal without arguments.
    @discardableResult
    public func connect(_ signal: String, handler: @escaping @MainActor () -> Void) -> SignalHandle {
        connectSignal(objectPointer, signal, handler as SignalThunk.Void0, thunk: unsafeBitCast(SignalThunk.void0, to: GCallback.self))
    }

    /// Calls `handler` when the property `name` changes (`notify::name`).
    @discardableResult
    public func onNotify(_ property: String, handler: @escaping @MainActor () -> Void) -> SignalHandle {
        let adapted: SignalThunk.Pointer1 = { _ in handler() }
        return connectSignal(objectPointer, "notify::\(property)", adapted, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
    }

    /// The GType name of the object, for diagnostics.
    public var typeName: String { string(entrydesk_object_type_name(objectPointer)) }
}
