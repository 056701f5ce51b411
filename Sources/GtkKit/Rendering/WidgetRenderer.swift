import CGtk

/// Writes a widget to a PNG file, for the gallery and visual tests.
///
/// The widget is drawn by GTK's own renderer from a snapshot of its paintable, so the picture is
/// exactly what the window shows, without an X screenshot. A widget without a window is put in a
/// temporary undecorated window for the time of the rendering.
@MainActor
public enum WidgetRenderer {
    /// The size of a rendered image.
    public struct ImageSize: Equatable, Sendable {
        public let width: Int
        public let height: Int
    }

    /// Renders `widget` to `path`; returns the image size. `width` sets the temporary window's width.
    /// `overlays` are popovers drawn over the picture where they stand on screen (a popover is a
    /// surface of its own, outside its parent's snapshot); the picture grows to hold them.
    @discardableResult
    public static func renderToPNG(_ widget: Widget, path: String, width: Int? = nil, timeout: Double = 5,
                                   overlays: [Widget] = []) throws -> ImageSize {
        var temporaryWindow: Window?
        if gtk_widget_get_root(widget.widgetPointer) == nil {
            let window = Window()
            window.isDecorated = false
            window.addCSSClass("render-host")
            if let width { window.setDefaultSize(width: width, height: -1) }
            window.setChild(widget)
            window.present()
            temporaryWindow = window
        } else if entrydesk_is_window(widget.objectPointer) != 0, !widget.isMapped {
            gtk_window_present(cast(widget.objectPointer))
        }
        defer {
            if let temporaryWindow {
                temporaryWindow.setChild(nil)
                temporaryWindow.destroy()
            }
        }
        guard let texture = try renderTexture(widget, timeout: timeout, overlays: overlays) else {
            throw RenderError.nothingRendered(widget.typeName)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw RenderError.cannotWrite(path: path) }
        return ImageSize(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
    }

    /// The RGBA pixels of a PNG file as rendered (for tests): width, height, bytes.
    public static func loadPixels(path: String) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let texture = gdk_texture_new_from_filename(path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
        }
        return (width, height, bytes)
    }

    private static func renderTexture(_ widget: Widget, timeout: Double, overlays: [Widget]) throws -> OpaquePointer? {
        let laidOut = GtkRuntime.runUntil(timeout: timeout) {
            widget.isMapped && widget.allocatedWidth > 0 && widget.allocatedHeight > 0
                && overlays.allSatisfy { $0.isMapped && $0.allocatedWidth > 0 && $0.allocatedHeight > 0 }
        }
        guard laidOut else { throw RenderError.notLaidOut(widget.typeName) }
        // Let pending layout, style and frame-clock work settle before taking the snapshot.
        for _ in 0..<20 where GtkRuntime.iterate() {}
        guard let native = gtk_widget_get_native(widget.widgetPointer),
              let renderer = gtk_native_get_renderer(native),
              let paintable = gtk_widget_paintable_new(widget.widgetPointer) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = Double(widget.allocatedWidth), height = Double(widget.allocatedHeight)
        guard let snapshot = gtk_snapshot_new() else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        var minX = 0.0, minY = 0.0, maxX = width, maxY = height
        for overlay in overlays {
            guard let origin = origin(of: overlay, relativeTo: widget),
                  let overlayPaintable = gtk_widget_paintable_new(overlay.widgetPointer) else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(overlayPaintable)) }
            let overlayWidth = Double(overlay.allocatedWidth), overlayHeight = Double(overlay.allocatedHeight)
            gtk_snapshot_save(snapshot)
            var offset = graphene_point_t(x: Float(origin.x), y: Float(origin.y))
            gtk_snapshot_translate(snapshot, &offset)
            gdk_paintable_snapshot(overlayPaintable, snapshot, overlayWidth, overlayHeight)
            gtk_snapshot_restore(snapshot)
            minX = min(minX, origin.x)
            minY = min(minY, origin.y)
            maxX = max(maxX, origin.x + overlayWidth)
            maxY = max(maxY, origin.y + overlayHeight)
        }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, Float(minX), Float(minY), Float(maxX - minX), Float(maxY - minY))
        if overlays.isEmpty {
            // Open popovers are surfaces of their own, absent from the widget's paintable: draw
            // each where it shows on screen, and grow the picture to hold it.
            PopoverSnapshot.appendOpenPopovers(of: widget, to: snapshot, bounds: &bounds)
        }
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        return gsk_renderer_render_texture(renderer, node, &bounds)
    }

    /// Where a popover stands in `widget`'s coordinates (nil while it is not on screen): a
    /// picture that should hold it must reach its bottom edge.
    public static func frame(of overlay: Widget, relativeTo widget: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard overlay.isMapped, let origin = origin(of: overlay, relativeTo: widget) else { return nil }
        return (origin.x, origin.y, Double(overlay.allocatedWidth), Double(overlay.allocatedHeight))
    }

    /// Where a popover's top-left corner is, in `widget`'s coordinates: its surface's position
    /// relative to the parent surface, less where `widget` sits in that surface.
    private static func origin(of overlay: Widget, relativeTo widget: Widget) -> (x: Double, y: Double)? {
        guard let overlayNative = gtk_widget_get_native(overlay.widgetPointer),
              let widgetNative = gtk_widget_get_native(widget.widgetPointer),
              overlayNative != widgetNative,
              let surface = gtk_native_get_surface(overlayNative) else { return nil }
        let popupX = Double(gdk_popup_get_position_x(surface))
        let popupY = Double(gdk_popup_get_position_y(surface))
        var overlayInSurfaceX = 0.0, overlayInSurfaceY = 0.0
        gtk_native_get_surface_transform(overlayNative, &overlayInSurfaceX, &overlayInSurfaceY)
        var nativeInSurfaceX = 0.0, nativeInSurfaceY = 0.0
        gtk_native_get_surface_transform(widgetNative, &nativeInSurfaceX, &nativeInSurfaceY)
        let nativeWidget: UnsafeMutablePointer<GtkWidget> = cast(widgetNative)
        var zero = graphene_point_t(x: 0, y: 0), widgetInNative = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(widget.widgetPointer, nativeWidget, &zero, &widgetInNative) != 0 else { return nil }
        return (popupX + overlayInSurfaceX - nativeInSurfaceX - Double(widgetInNative.x),
                popupY + overlayInSurfaceY - nativeInSurfaceY - Double(widgetInNative.y))
    }
}
