import CGtk

/// The display's monitors: the kiosk fills the first one even without a window manager.
@MainActor
public enum Monitor {
    /// The size of the first monitor in application pixels (nil before GTK starts).
    public static var primarySize: (width: Int, height: Int)? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display),
            g_list_model_get_n_items(monitors) > 0,
            let item = g_list_model_get_item(monitors, 0)
        else { return nil }
        defer { g_object_unref(item) }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
        return (Int(geometry.width), Int(geometry.height))
    }
}
