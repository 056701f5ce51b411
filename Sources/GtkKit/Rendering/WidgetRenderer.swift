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
    /// Open popovers inside `widget` are drawn where they stand on screen (a popover is a
    /// surface of its own, outside its parent's snapshot); the picture grows to hold them.
    @discardableResult
    public static func renderToPNG(_ widget: Widget, path: String, width: Int? = nil, timeout: Double = 5) throws -> ImageSize {
        var temporaryWindow: Window?
        if gtk_widget_get_root(widget.widgetPointer) == nil {
            let window = Window()
            window.isDecorated = false
            window.addCSSClass("render-host")
            if let width { window.setDefaultSize(width: width, height: -1) }
            window.setChild(widget)
            window.present()
            temporaryWindow = window
        } else if Bool(entrydesk_is_window(widget.objectPointer)), !widget.isMapped {
            gtk_window_present(cast(widget.objectPointer))
        }
        defer {
            if let temporaryWindow {
                temporaryWindow.setChild(nil)
                temporaryWindow.destroy()
            }
        }
        guard let texture = try renderTexture(widget, timeout: timeout) else {
            throw RenderError.nothingRendered(widget.typeName)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard Bool(gdk_texture_save_to_png(texture, path)) else { throw RenderError.cannotWrite(path: path) }
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

    /// Where each open popover inside `widget` stands, in `widget`'s coordinates: a picture
    /// that should hold them must reach their bottom edges.
    public static func openPopoverFrames(in widget: Widget) -> [(x: Double, y: Double, width: Double, height: Double)] {
        PopoverSnapshot.frames(in: widget).map { entry in
            (Double(entry.frame.origin.x), Double(entry.frame.origin.y), Double(entry.frame.size.width), Double(entry.frame.size.height))
        }
    }

    /// Holds once every popover shown inside `widget` is on screen with a size (its surface maps
    /// a moment after it pops up).
    public static func openPopoversAreLaidOut(in widget: Widget) -> Bool { PopoverSnapshot.areLaidOut(in: widget) }

    private static func renderTexture(_ widget: Widget, timeout: Double) throws -> OpaquePointer? {
        let laidOut = GtkRuntime.runUntil(timeout: timeout) {
            widget.isMapped && widget.allocatedWidth > 0 && widget.allocatedHeight > 0 && PopoverSnapshot.areLaidOut(in: widget)
        }
        guard laidOut else { throw RenderError.notLaidOut(widget.typeName) }
        // Let pending layout, style and frame-clock work settle before taking the snapshot.
        for _ in 0..<20 where GtkRuntime.iterate() {}
        guard let native = gtk_widget_get_native(widget.widgetPointer),
            let renderer = gtk_native_get_renderer(native),
            let paintable = gtk_widget_paintable_new(widget.widgetPointer)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        // At the size of the border box: the paintable scales the widget's border box to the size
        // asked for, and a window's is larger than its allocated content size (by its frame).
        var box = graphene_rect_t()
        guard Bool(gtk_widget_compute_bounds(widget.widgetPointer, widget.widgetPointer, &box)) else { return nil }
        let width = Double(box.size.width), height = Double(box.size.height)
        guard let snapshot = gtk_snapshot_new() else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        PopoverSnapshot.appendOpenPopovers(of: widget, to: snapshot, bounds: &bounds)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        return gsk_renderer_render_texture(renderer, node, &bounds)
    }
}
