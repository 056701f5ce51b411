import CGtk

/// Stacks widgets on top of a main child (banners, countdown warnings).
@MainActor
public final class Overlay: Widget {
    /// An empty overlay.
    public init() {
        super.init(taking: constructed(gtk_overlay_new(), "GtkOverlay"))
    }

    private var overlayPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The main child.
    public func setChild(_ child: Widget?) { gtk_overlay_set_child(overlayPointer, child?.widgetPointer) }
    /// Adds a widget above the main child (position it with halign/valign).
    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(overlayPointer, widget.widgetPointer) }
}
