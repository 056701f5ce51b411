import CGtk

/// Where a widget is on its window, popovers included (they have surfaces of their own).
extension Widget {
    /// The widget's top-left corner in its window's surface coordinates (what an X event
    /// relative to the window uses), for widgets in the window or in a popover of it; nil while
    /// unmapped or inside a popover of a popover.
    public var originInWindowSurface: (x: Double, y: Double)? {
        frameInWindowSurface.map { ($0.x, $0.y) }
    }

    /// The border box in its window's surface coordinates, for widgets in the window or in a
    /// popover of it (a popover's surface is placed relative to the window's); nil while
    /// unmapped or inside a popover of a popover.
    public var frameInWindowSurface: WidgetFrame? {
        guard isMapped, let native = gtk_widget_get_native(widgetPointer),
            let surface = gtk_native_get_surface(native)
        else { return nil }
        let nativeWidget: UnsafeMutablePointer<GtkWidget> = cast(native)
        var bounds = graphene_rect_t()
        guard Bool(gtk_widget_compute_bounds(widgetPointer, nativeWidget, &bounds)) else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var frame = WidgetFrame(
            x: Double(bounds.origin.x) + surfaceX, y: Double(bounds.origin.y) + surfaceY,
            width: Double(bounds.size.width), height: Double(bounds.size.height))
        guard isPopover(nativeWidget) else { return frame }
        guard let parent = gtk_widget_get_parent(nativeWidget), let parentNative = gtk_widget_get_native(parent),
            !isPopover(cast(parentNative))
        else { return nil }
        frame.x += Double(gdk_popup_get_position_x(surface))
        frame.y += Double(gdk_popup_get_position_y(surface))
        return frame
    }

    /// Where the mouse pointer is, in the surface coordinates of this widget's window (the
    /// window's, even while the pointer is over one of its popovers); nil outside a window.
    public var pointerInWindowSurface: (x: Double, y: Double)? {
        guard let root = gtk_widget_get_root(widgetPointer),
            let surface = gtk_native_get_surface(root),
            let seat = gdk_display_get_default_seat(gdk_surface_get_display(surface)),
            let pointer = gdk_seat_get_pointer(seat)
        else { return nil }
        var x = Double.nan, y = Double.nan
        // Its answer, whether the pointer is over the window, is not asked: over a popover, the
        // pointer is over another surface, and the position is what matters.
        _ = gdk_surface_get_device_position(surface, pointer, &x, &y, nil)
        guard x.isFinite, y.isFinite else { return nil }
        return (x, y)
    }

    private func isPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return Bool(g_type_check_instance_is_a(instance, gtk_popover_get_type()))
    }
}

extension WidgetFrame {
    /// Whether the point is inside the frame.
    public func contains(x: Double, y: Double) -> Bool {
        x >= self.x && x < self.x + width && y >= self.y && y < maxY
    }
}
