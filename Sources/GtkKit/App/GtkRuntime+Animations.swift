import CGtk

extension GtkRuntime {
    /// Whether GTK animates (CSS transitions, revealers); off for pictures taken at once and for
    /// people who ask for reduced motion.
    @MainActor
    public static var animationsEnabled: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            return Bool(entrydesk_object_get_bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations"))
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            entrydesk_object_set_bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations", gboolean(newValue))
        }
    }
}
