import CGtk

/// The display's icon theme, for icons the app brings itself.
@MainActor
public enum IconTheme {
    /// Adds a folder where icons are looked up by name: an `NAME.svg` directly inside is found
    /// as the icon NAME (GTK's unthemed icons). An installed app's icon is in the desktop's
    /// hicolor theme already; one run from its checkout is only in `Resources/icons`.
    public static func addSearchPath(_ path: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        let current = gtk_icon_theme_get_search_path(theme)
        defer { g_strfreev(current) }
        var index = 0
        while let item = current?[index] {
            if String(cString: item) == path { return }
            index += 1
        }
        gtk_icon_theme_add_search_path(theme, path)
    }
}
