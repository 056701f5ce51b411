import CGtk

/// A connected signal handler; `disconnect()` removes it (safe after the object is gone).
///
/// The closure lives in a box retained by GLib and released by the handler's destroy notify, so
/// it dies with the object (or on disconnect), never before and never leaked.
@MainActor
public final class SignalHandle {
    private let instance: WeakObjectPointer
    private let handlerID: gulong

    init(instance: gpointer, handlerID: gulong) {
        self.handlerID = handlerID
        self.instance = WeakObjectPointer(instance)
    }

    /// Whether the object still exists and the handler is still connected.
    public var isConnected: Bool {
        instance.withObject { Bool(g_signal_handler_is_connected($0, handlerID)) } ?? false
    }

    /// Removes the handler; does nothing when the object is already finalized.
    public func disconnect() {
        instance.withObject { object in
            if Bool(g_signal_handler_is_connected(object, handlerID)) { g_signal_handler_disconnect(object, handlerID) }
        }
    }

    /// Blocks or unblocks the handler (for programmatic changes that must not echo back).
    public func setBlocked(_ blocked: Bool) {
        instance.withObject { object in
            if blocked { g_signal_handler_block(object, handlerID) } else { g_signal_handler_unblock(object, handlerID) }
        }
    }
}

/// A Swift closure kept alive for GLib; one class for every signal signature.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// Connects a C thunk with a retained closure box as user data; the box is released by GLib.
@MainActor
@discardableResult
func connectSignal<Handler>(
    _ instance: gpointer, _ signal: String, _ handler: Handler, thunk: GCallback, after: Bool = false
) -> SignalHandle {
    let data = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    let flags = after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)
    let id = g_signal_connect_data(instance, signal, thunk, data, releaseBox, flags)
    return SignalHandle(instance: instance, handlerID: id)
}

/// Reads a closure box passed as user data (the thunks run on the main thread: GTK is single-threaded).
func unboxHandler<Handler>(_ data: gpointer?, as _: Handler.Type) -> Handler? {
    guard let data else { return nil }
    return Unmanaged<ClosureBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
}

/// The signal signatures GtkKit uses, each with its C thunk.
enum SignalThunk {
    typealias Void0 = @MainActor () -> Void
    typealias Bool0 = @MainActor () -> Bool
    typealias Pointer1 = @MainActor (gpointer?) -> Void
    typealias UInt1 = @MainActor (UInt32) -> Void
    typealias Key = @MainActor (UInt32, UInt32, GdkModifierType) -> Bool
    typealias Pointer2 = @MainActor (gpointer?, gpointer?) -> Void
    typealias Double2 = @MainActor (Double, Double) -> Void
    typealias Double2Bool = @MainActor (Double, Double) -> Bool
    typealias IntDouble2 = @MainActor (Int32, Double, Double) -> Void

    /// `void handler(GObject*, gpointer)`.
    static let void0: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        guard let handler = unboxHandler(data, as: Void0.self) else { return }
        MainActor.assumeIsolated { handler() }
    }
    /// `gboolean handler(GObject*, gpointer)`.
    static let bool0: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
        guard let handler = unboxHandler(data, as: Bool0.self) else { return 0 }
        return gboolean(MainActor.assumeIsolated { handler() })
    }
    /// `void handler(GObject*, gpointer arg, gpointer)`, e.g. `notify::x` (GParamSpec*), `row-activated`.
    static let pointer1: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
        guard let handler = unboxHandler(data, as: Pointer1.self) else { return }
        nonisolated(unsafe) let argument = argument
        MainActor.assumeIsolated { handler(argument) }
    }
    /// `void handler(GObject*, guint, gpointer)`, e.g. GtkListView `activate`.
    static let uint1: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, value, data in
        guard let handler = unboxHandler(data, as: UInt1.self) else { return }
        MainActor.assumeIsolated { handler(value) }
    }
    /// `gboolean key_pressed(GtkEventControllerKey*, guint keyval, guint keycode, GdkModifierType, gpointer)`.
    static let key: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, keycode, state, data in
        guard let handler = unboxHandler(data, as: Key.self) else { return 0 }
        return gboolean(MainActor.assumeIsolated { handler(keyval, keycode, state) })
    }
    /// `void handler(GObject*, gpointer, gpointer, gpointer)`, e.g. GtkCssProvider `parsing-error`.
    static let pointer2: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, first, second, data in
        guard let handler = unboxHandler(data, as: Pointer2.self) else { return }
        nonisolated(unsafe) let first = first
        nonisolated(unsafe) let second = second
        MainActor.assumeIsolated { handler(first, second) }
    }
    /// `void handler(GObject*, gdouble, gdouble, gpointer)`, e.g. motion.
    static let double2: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
        guard let handler = unboxHandler(data, as: Double2.self) else { return }
        MainActor.assumeIsolated { handler(x, y) }
    }
    /// `gboolean handler(GObject*, gdouble, gdouble, gpointer)`, e.g. GtkEventControllerScroll `scroll`.
    static let double2Bool: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, x, y, data in
        guard let handler = unboxHandler(data, as: Double2Bool.self) else { return 0 }
        return gboolean(MainActor.assumeIsolated { handler(x, y) })
    }
    /// `void handler(GObject*, gint, gdouble, gdouble, gpointer)`, e.g. GtkGestureClick `released`.
    static let intDouble2: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
        guard let handler = unboxHandler(data, as: IntDouble2.self) else { return }
        MainActor.assumeIsolated { handler(n, x, y) }
    }
}
