import CGtk

extension ScrolledWindow {
    /// Scrolls vertically just enough that `descendant` of the scrolled content is fully
    /// visible (a list's active row followed by the keyboard while focus stays in an entry);
    /// `centered` puts it in the middle instead (a list opening on its current choice).
    public func scrollToShow(_ descendant: Widget, centered: Bool = false) {
        let scrolled = OpaquePointer(objectPointer)
        guard let child = gtk_scrolled_window_get_child(scrolled),
            let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)
        else { return }
        // A child that cannot scroll itself sits in a viewport: the viewport's child holds the
        // content coordinates the adjustment scrolls through.
        var content = child
        if Bool(g_type_check_instance_is_a(cast(child), gtk_viewport_get_type())), let inner = gtk_viewport_get_child(OpaquePointer(child))
        {
            content = inner
        }
        var origin = graphene_point_t(x: 0, y: 0)
        var point = graphene_point_t(x: 0, y: 0)
        guard Bool(gtk_widget_compute_point(descendant.widgetPointer, content, &origin, &point)) else { return }
        let top = Double(point.y)
        let bottom = top + Double(descendant.allocatedHeight)
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        if centered {
            gtk_adjustment_set_value(adjustment, (top + bottom - page) / 2)
        } else if top < value {
            gtk_adjustment_set_value(adjustment, top)
        } else if bottom > value + page {
            gtk_adjustment_set_value(adjustment, bottom - page)
        }
    }

    /// How far the content is scrolled down, in pixels (0: at the top).
    public var verticalOffset: Double {
        get { gtk_scrolled_window_get_vadjustment(OpaquePointer(objectPointer)).map { gtk_adjustment_get_value($0) } ?? 0 }
        set {
            guard let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(objectPointer)) else { return }
            gtk_adjustment_set_value(adjustment, newValue)
        }
    }

    /// Scrolls back to the top (a list showing new search results).
    public func scrollToTop() { verticalOffset = 0 }

    /// Calls `handler` when the scrollable height or the visible page changes (the content was
    /// laid out or resized): the moment to scroll to a row that had no place yet.
    @discardableResult
    public func onVerticalRangeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandle? {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(objectPointer)) else { return nil }
        // The adjustment lives as long as the scrolled window, which holds it.
        return connectSignal(
            UnsafeMutableRawPointer(adjustment), "changed", handler as SignalThunk.Void0,
            thunk: unsafeBitCast(SignalThunk.void0, to: GCallback.self))
    }
}
