import CGtk

extension ScrolledWindow {
    /// Scrolls vertically just enough that `child`, a descendant of the scrolled `content`,
    /// is fully visible (a list's active row followed by the keyboard).
    public func scrollToShow(_ child: Widget, in content: Widget) {
        let scrolled = OpaquePointer(objectPointer)
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scrolled) else { return }
        var origin = graphene_point_t(x: 0, y: 0)
        var point = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(child.widgetPointer, content.widgetPointer, &origin, &point) != 0 else { return }
        let top = Double(point.y)
        let bottom = top + Double(child.allocatedHeight)
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        if top < value {
            gtk_adjustment_set_value(adjustment, top)
        } else if bottom > value + page {
            gtk_adjustment_set_value(adjustment, bottom - page)
        }
    }
}
