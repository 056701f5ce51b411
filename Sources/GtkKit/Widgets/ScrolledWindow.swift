import CGtk

/// Scrolls a child larger than its space.
@MainActor
public final class ScrolledWindow: Widget {
    /// A scrolled window that scrolls vertically only.
    public init() {
        super.init(taking: constructed(gtk_scrolled_window_new(), "GtkScrolledWindow"))
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    private var scrolledPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The scrolled content.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolledPointer, child?.widgetPointer) }
    /// Grows with its content up to the available height.
    public func propagateNaturalHeight(_ propagate: Bool) {
        gtk_scrolled_window_set_propagate_natural_height(scrolledPointer, gboolean(propagate))
    }
    /// The largest height it asks for.
    public func setMaxContentHeight(_ height: Int) { gtk_scrolled_window_set_max_content_height(scrolledPointer, Int32(height)) }
}
