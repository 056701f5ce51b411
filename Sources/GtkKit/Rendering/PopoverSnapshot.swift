import CGtk

/// Draws a widget's open popovers into a snapshot of the widget, at their on-screen offsets.
///
/// A popover is a child of the widget it points at but has its own surface, so a snapshot of
/// the widget leaves it out. Its place relative to the widget is the popup surface's position
/// in the parent surface, corrected by both natives' surface transforms (CSS margins, shadows).
@MainActor
enum PopoverSnapshot {
    /// Appends every mapped popover inside `widget` to `snapshot` and widens `bounds` to hold it.
    static func appendOpenPopovers(of widget: Widget, to snapshot: OpaquePointer, bounds: inout graphene_rect_t) {
        for popover in openPopovers(in: widget.widgetPointer) {
            guard let offset = offset(of: popover, from: widget.widgetPointer),
                  let paintable = gtk_widget_paintable_new(popover) else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            let width = Double(gtk_widget_get_width(popover)), height = Double(gtk_widget_get_height(popover))
            guard width > 0, height > 0 else { continue }
            var point = graphene_point_t(x: Float(offset.x), y: Float(offset.y))
            gtk_snapshot_save(snapshot)
            gtk_snapshot_translate(snapshot, &point)
            gdk_paintable_snapshot(paintable, snapshot, width, height)
            gtk_snapshot_restore(snapshot)
            var area = graphene_rect_t()
            graphene_rect_init(&area, Float(offset.x), Float(offset.y), Float(width), Float(height))
            var union = graphene_rect_t()
            graphene_rect_union(&bounds, &area, &union)
            bounds = union
        }
    }

    private static func openPopovers(in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if g_type_check_instance_is_a(cast(current), gtk_popover_get_type()) != 0 {
                if gtk_widget_get_mapped(current) != 0 { found.append(current) }
            } else {
                found += openPopovers(in: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private static func offset(of popover: UnsafeMutablePointer<GtkWidget>,
                               from widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double)? {
        guard let popoverNative = gtk_widget_get_native(popover),
              let popupSurface = gtk_native_get_surface(popoverNative),
              let widgetNative = gtk_widget_get_native(widget) else { return nil }
        let nativeWidget: UnsafeMutablePointer<GtkWidget> = cast(widgetNative)
        var origin = graphene_point_t(x: 0, y: 0)
        var inNative = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(widget, nativeWidget, &origin, &inNative) != 0 else { return nil }
        var nativeX = 0.0, nativeY = 0.0, popoverX = 0.0, popoverY = 0.0
        gtk_native_get_surface_transform(widgetNative, &nativeX, &nativeY)
        gtk_native_get_surface_transform(popoverNative, &popoverX, &popoverY)
        let popupX = Double(gdk_popup_get_position_x(popupSurface))
        let popupY = Double(gdk_popup_get_position_y(popupSurface))
        return (popupX + popoverX - nativeX - Double(inNative.x), popupY + popoverY - nativeY - Double(inNative.y))
    }
}
