import CGtk

extension Window {
    /// Rings the display's bell for this window: on X11 an XKB bell, which the session plays as
    /// its alert sound (a desktop's sound theme, or the terminal's own beeper). Nothing while the
    /// window has no surface yet.
    public func beep() {
        guard let surface = gtk_native_get_surface(OpaquePointer(windowPointer)) else { return }
        gdk_surface_beep(surface)
    }
}
