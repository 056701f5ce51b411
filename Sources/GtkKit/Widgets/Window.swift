import CGtk

/// A top-level window; with an `Application` it is an application window.
@MainActor
public final class Window: Widget {
    /// A window of `application` (kept alive by the application while open).
    public init(application: Application) {
        // GTK owns new windows (transfer none): add our own reference.
        super.init(retaining: constructed(gtk_application_window_new(application.applicationPointer), "GtkApplicationWindow"))
        if Self.keepsMnemonicsVisible { keepMnemonicsVisible() }
    }

    /// A window without an application (gallery rendering, tests).
    public init() {
        super.init(retaining: constructed(gtk_window_new(), "GtkWindow"))
        if Self.keepsMnemonicsVisible { keepMnemonicsVisible() }
    }

    /// Wraps a window created elsewhere (GtkBuilder), adding a reference.
    init(retainingWindow pointer: UnsafeMutableRawPointer) {
        super.init(retaining: pointer.assumingMemoryBound(to: GtkWidget.self))
        if Self.keepsMnemonicsVisible { keepMnemonicsVisible() }
    }

    /// Whether windows made from now on underline their access keys always (see
    /// `keepMnemonicsVisible()`): a desk used from the keyboard sets it, the kiosk does not.
    public static var keepsMnemonicsVisible = false

    var windowPointer: UnsafeMutablePointer<GtkWindow> { cast(objectPointer) }

    /// The title.
    public var title: String {
        get { string(gtk_window_get_title(windowPointer)) }
        set { gtk_window_set_title(windowPointer, newValue) }
    }
    /// The content.
    public func setChild(_ child: Widget?) { gtk_window_set_child(windowPointer, child?.widgetPointer) }
    /// The size the window opens with.
    public func setDefaultSize(width: Int, height: Int) { gtk_window_set_default_size(windowPointer, Int32(width), Int32(height)) }
    /// The size of the window on screen, decorations included (its GdkSurface), once it has had
    /// its first layout; nil before it is realized.
    public var surfaceSize: (width: Int, height: Int)? {
        guard let surface = gtk_native_get_surface(OpaquePointer(windowPointer)) else { return nil }
        return (Int(gdk_surface_get_width(surface)), Int(gdk_surface_get_height(surface)))
    }
    /// Whether the window has a title bar and borders.
    public var isDecorated: Bool {
        get { Bool(gtk_window_get_decorated(windowPointer)) }
        set { gtk_window_set_decorated(windowPointer, gboolean(newValue)) }
    }
    /// Whether the person can close it with the title bar.
    public var isDeletable: Bool {
        get { Bool(gtk_window_get_deletable(windowPointer)) }
        set { gtk_window_set_deletable(windowPointer, gboolean(newValue)) }
    }
    /// Whether the window is modal for its transient parent.
    public var isModal: Bool {
        get { Bool(gtk_window_get_modal(windowPointer)) }
        set { gtk_window_set_modal(windowPointer, gboolean(newValue)) }
    }
    /// Keeps the window above `parent` (dialogs).
    public func setTransient(for parent: Window?) { gtk_window_set_transient_for(windowPointer, parent?.windowPointer) }
    /// Shows and raises the window.
    public func present() { gtk_window_present(windowPointer) }
    /// Asks the window to close (emits close-request, which a handler may refuse).
    public func close() { gtk_window_close(windowPointer) }
    /// Destroys the window, whatever close-request handlers say.
    public func destroy() { gtk_window_destroy(windowPointer) }
    /// Makes the window fullscreen.
    public func fullscreen() { gtk_window_fullscreen(windowPointer) }
    /// Leaves fullscreen.
    public func unfullscreen() { gtk_window_unfullscreen(windowPointer) }
    /// Whether the window is fullscreen.
    public var isFullscreen: Bool { Bool(gtk_window_is_fullscreen(windowPointer)) }
    /// The widget activated by Enter in fields that activate the default.
    public func setDefaultWidget(_ widget: Widget?) { gtk_window_set_default_widget(windowPointer, widget?.widgetPointer) }
    /// Moves focus to `widget` (nil: nothing focused).
    public func setFocus(_ widget: Widget?) { gtk_window_set_focus(windowPointer, widget?.widgetPointer) }
    /// Calls `handler` when the window is asked to close; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalHandle {
        connectSignal(
            objectPointer, "close-request", handler as SignalThunk.Bool0, thunk: unsafeBitCast(SignalThunk.bool0, to: GCallback.self))
    }
    /// Whether the window has toplevel focus.
    public var isActive: Bool { Bool(gtk_window_is_active(windowPointer)) }
}
