import CGtk

extension ScrolledWindow {
    /// Scrolls so that the field holding the focus is wholly in view: the focused widget's
    /// nearest ancestor with one of `blockClasses` (a field with its title and its message
    /// under it), else the focused widget. Whatever fits in the first page from the top is
    /// shown from the top (the form's title stays in view); a field taller than the page shows
    /// its top. Nothing happens while the focus is outside the scrolled content.
    ///
    /// GTK's own scrolling to the focus (GtkViewport's `scroll-to-focus`) shows the entry only,
    /// once, as it takes the focus: a message appearing under it later, or the page getting
    /// lower (a banner under the scrolled area), left the field under the edge.
    public func showFocusedField(blockClasses: [String]) {
        let scrolled = OpaquePointer(objectPointer)
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root),
            let child = gtk_scrolled_window_get_child(scrolled), Bool(gtk_widget_is_ancestor(focus, child)),
            let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)
        else { return }
        var content = child
        if Bool(g_type_check_instance_is_a(cast(child), gtk_viewport_get_type())), let inner = gtk_viewport_get_child(OpaquePointer(child))
        {
            content = inner
        }
        var block = focus
        var current: UnsafeMutablePointer<GtkWidget>? = focus
        while let widget = current, widget != content {
            if blockClasses.contains(where: { Bool(gtk_widget_has_css_class(widget, $0)) }) {
                block = widget
                break
            }
            current = gtk_widget_get_parent(widget)
        }
        var bounds = graphene_rect_t()
        guard Bool(gtk_widget_compute_bounds(block, content, &bounds)) else { return }
        let top = Double(bounds.origin.y)
        let bottom = top + Double(bounds.size.height)
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0 else { return }
        if bottom <= page {
            gtk_adjustment_set_value(adjustment, 0)
        } else if top < value || bottom - top > page {
            gtk_adjustment_set_value(adjustment, top)
        } else if bottom > value + page {
            gtk_adjustment_set_value(adjustment, bottom - page)
        }
    }
}
