import CGtk

/// Where a widget is on its window, popovers included (they have surfaces of their own).
extension Widget {
    /// The widget's top-left corner in its window's surface coordinates (what an X event
    /// relative to the window uses), for widgets in the window or in a popover of it; nil while
    /// unmapped or inside a popover of a popover.
    public var originInWindowSurface: (x: Double, y: Double)? {
        guard isMapped, let native = gtk_widget_get_native(widgetPointer),
              let surface = gtk_native_get_surface(native) else { return nil }
        let nativeWidget: UnsafeMutablePointer<GtkWidget> = cast(native)
        var zero = graphene_point_t(x: 0, y: 0), inNative = graphene_point_t(x: 0, y: 0)
        guard Bool(gtk_widget_compute_point(widgetPointer, nativeWidget, &zero, &inNative)) else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let x = Double(inNative.x) + surfaceX, y = Double(inNative.y) + surfaceY
        guard isPopover(nativeWidget) else { return (x, y) }
        // A popover's surface is placed relative to its parent's surface, the window's here.
        guard let parent = gtk_widget_get_parent(nativeWidget), let parentNative = gtk_widget_get_native(parent),
              !isPopover(cast(parentNative)) else { return nil }
        return (x + Double(gdk_popup_get_position_x(surface)), y + Double(gdk_popup_get_position_y(surface)))
    }

    private func isPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return Bool(g_type_check_instance_is_a(instance, gtk_popover_get_type()))
    }
}
