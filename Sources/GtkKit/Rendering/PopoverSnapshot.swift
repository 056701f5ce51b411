import CGtk

/// Finds a widget's open popovers and draws them into a snapshot of the widget, at their
/// on-screen offsets.
///
/// A popover is a child of the widget it points at but has its own surface, so a snapshot of
/// the widget leaves it out. Its place relative to the widget is the popup surface's position
/// in the parent surface, corrected by both natives' surface transforms (CSS margins, shadows).
@MainActor
enum PopoverSnapshot {
    /// Whether every popover shown inside `widget` is mapped with a size: a popover's surface
    /// maps a moment after it pops up.
    static func areLaidOut(in widget: Widget) -> Bool {
        shownPopovers(in: widget.widgetPointer).allSatisfy {
            Bool(gtk_widget_get_mapped($0)) && gtk_widget_get_width($0) > 0 && gtk_widget_get_height($0) > 0
        }
    }

    /// Every mapped popover inside `widget`, with its frame in `widget`'s coordinates.
    static func frames(in widget: Widget) -> [(popover: UnsafeMutablePointer<GtkWidget>, frame: graphene_rect_t)] {
        shownPopovers(in: widget.widgetPointer).compactMap { popover in
            guard Bool(gtk_widget_get_mapped(popover)),
                let offset = offset(of: popover, from: widget.widgetPointer)
            else { return nil }
            let width = Float(gtk_widget_get_width(popover)), height = Float(gtk_widget_get_height(popover))
            guard width > 0, height > 0 else { return nil }
            var frame = graphene_rect_t()
            graphene_rect_init(&frame, Float(offset.x), Float(offset.y), width, height)
            return (popover, frame)
        }
    }

    /// Appends every mapped popover inside `widget` to `snapshot` and widens `bounds` to hold it.
    static func appendOpenPopovers(of widget: Widget, to snapshot: OpaquePointer, bounds: inout graphene_rect_t) {
        for (popover, frame) in frames(in: widget) {
            guard let paintable = gtk_widget_paintable_new(popover) else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            var point = frame.origin
            gtk_snapshot_save(snapshot)
            gtk_snapshot_translate(snapshot, &point)
            gdk_paintable_snapshot(paintable, snapshot, Double(frame.size.width), Double(frame.size.height))
            gtk_snapshot_restore(snapshot)
            var area = frame
            var union = graphene_rect_t()
            graphene_rect_union(&bounds, &area, &union)
            bounds = union
        }
    }

    /// The popovers below `root` that are shown (popped up), mapped yet or not. Hidden parts of
    /// the tree are skipped: a popover there never maps.
    static func shownPopovers(in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if Bool(g_type_check_instance_is_a(cast(current), gtk_popover_get_type())) {
                if Bool(gtk_widget_get_visible(current)) { found.append(current) }
            } else if Bool(gtk_widget_get_mapped(current)) {
                found += shownPopovers(in: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private static func offset(
        of popover: UnsafeMutablePointer<GtkWidget>,
        from widget: UnsafeMutablePointer<GtkWidget>
    ) -> (x: Double, y: Double)? {
        guard let popoverNative = gtk_widget_get_native(popover),
            let popupSurface = gtk_native_get_surface(popoverNative),
            let widgetNative = gtk_widget_get_native(widget)
        else { return nil }
        let nativeWidget: UnsafeMutablePointer<GtkWidget> = cast(widgetNative)
        var origin = graphene_point_t(x: 0, y: 0)
        var inNative = graphene_point_t(x: 0, y: 0)
        guard Bool(gtk_widget_compute_point(widget, nativeWidget, &origin, &inNative)) else { return nil }
        var nativeX = 0.0, nativeY = 0.0, popoverX = 0.0, popoverY = 0.0
        gtk_native_get_surface_transform(widgetNative, &nativeX, &nativeY)
        gtk_native_get_surface_transform(popoverNative, &popoverX, &popoverY)
        let popupX = Double(gdk_popup_get_position_x(popupSurface))
        let popupY = Double(gdk_popup_get_position_y(popupSurface))
        return (popupX + popoverX - nativeX - Double(inNative.x), popupY + popoverY - nativeY - Double(inNative.y))
    }
}
