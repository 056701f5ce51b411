import CGtk

/// Scrolls a child larger than its space.
@MainActor
public final class ScrolledWindow: Widget {
    /// A scrolled window that scrolls vertically only.
    public init() {
        super.init(taking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    private var scrolledPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The scrolled content.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolledPointer, child?.widgetPointer) }
    /// Grows with its content up to the available height.
    public func propagateNaturalHeight(_ propagate: Bool) {
        gtk_scrolled_window_set_propagate_natural_height(scrolledPointer, propagate ? 1 : 0)
    }
    /// The largest height it asks for.
    public func setMaxContentHeight(_ height: Int) { gtk_scrolled_window_set_max_content_height(scrolledPointer, Int32(height)) }

    /// Scrolls vertically the least needed to show `descendant` whole (keyboard navigation in a
    /// list whose rows do not take focus, e.g. suggestions while focus stays in an entry).
    public func scrollToShow(_ descendant: Widget) {
        guard let content = gtk_scrolled_window_get_child(scrolledPointer),
              let adjustment = gtk_scrolled_window_get_vadjustment(scrolledPointer) else { return }
        // The viewport's child holds the content coordinates the adjustment scrolls through.
        let target = gtk_widget_get_first_child(content) ?? content
        var origin = graphene_point_t(x: 0, y: 0), top = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(descendant.widgetPointer, target, &origin, &top) != 0 else { return }
        let start = Double(top.y), end = start + Double(gtk_widget_get_height(descendant.widgetPointer))
        let value = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
        if start < value {
            gtk_adjustment_set_value(adjustment, start)
        } else if end > value + page {
            gtk_adjustment_set_value(adjustment, end - page)
        }
    }
}
