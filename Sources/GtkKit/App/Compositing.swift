import CGtk

/// Whether a compositing manager runs on the default display. Without one (a bare X server, as
/// kiosks often run, or Xvfb) nothing outside a surface's opaque area can be transparent: what
/// GTK draws translucent there, such as a popover's shadow, shows as black.
public enum Compositing {
    /// True when translucent pixels blend with what is behind the surface (false before GTK starts).
    public static var isActive: Bool {
        guard let display = gdk_display_get_default() else { return false }
        return Bool(gdk_display_is_composited(display))
    }
}
