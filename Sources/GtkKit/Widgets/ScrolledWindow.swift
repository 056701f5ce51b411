import CGtk
import Localization

/// Scrolls a child larger than its space.
@MainActor
public final class ScrolledWindow: Widget {
    /// A scrolled window that scrolls vertically only.
    public init() {
        super.init(taking: constructed(gtk_scrolled_window_new(), "GtkScrolledWindow"))
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // GTK 4.8 names an unlabelled scroll bar, and the range inside it, by their classes.
        for (bar, name) in [
            (gtk_scrolled_window_get_vscrollbar(scrolledPointer), Self.verticalScrollBarName),
            (gtk_scrolled_window_get_hscrollbar(scrolledPointer), Self.horizontalScrollBarName)
        ] {
            guard let bar else { continue }
            var part: UnsafeMutablePointer<GtkWidget>? = bar
            while let current = part {
                entrydesk_accessible_set_string(OpaquePointer(current), GTK_ACCESSIBLE_PROPERTY_LABEL, name)
                part = gtk_widget_get_first_child(current)
            }
        }
    }

    /// The scroll bars' accessible names (localisation: set before the first window is built).
    public static var verticalScrollBarName = tr("Vertical scroll bar")
    public static var horizontalScrollBarName = tr("Horizontal scroll bar")

    private var scrolledPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The scrolled content.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolledPointer, child?.widgetPointer) }
    /// Grows with its content up to the available height.
    public func propagateNaturalHeight(_ propagate: Bool) {
        gtk_scrolled_window_set_propagate_natural_height(scrolledPointer, gboolean(propagate))
    }
    /// As wide as its content would like to be (within the window).
    public func propagateNaturalWidth(_ propagate: Bool) {
        gtk_scrolled_window_set_propagate_natural_width(scrolledPointer, gboolean(propagate))
    }
    /// Never asks for more width than nothing: a child wider than its space is cut at the side
    /// (scrolled there by focus), no scroll bar shown. For a column that must not hold a window
    /// wider than it may be.
    public func letsWidthShrink() {
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
    }
    /// The largest height it asks for.
    public func setMaxContentHeight(_ height: Int) { gtk_scrolled_window_set_max_content_height(scrolledPointer, Int32(height)) }
}
