import CGtk

extension Widget {
    /// The natural (preferred) width, with its style (a widget in a window) or GTK's defaults.
    public var naturalWidth: Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(natural)
    }
}
