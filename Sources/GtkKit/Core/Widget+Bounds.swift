import CGtk

/// A widget's border box (padding and border included: what a finger can touch), in the
/// coordinates of its window.
public struct WidgetFrame: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// The bottom edge.
    public var maxY: Double { y + height }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension Widget {
    /// The border box in its window's coordinates, and that window's height; nil while not
    /// laid out in a window (popover content is laid out in the popover, not the window).
    public var frameInWindow: (frame: WidgetFrame, windowHeight: Double)? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        let rootWidget: UnsafeMutablePointer<GtkWidget> = cast(root)
        var bounds = graphene_rect_t()
        guard Bool(gtk_widget_compute_bounds(widgetPointer, rootWidget, &bounds)) else { return nil }
        let frame = WidgetFrame(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height))
        return (frame, Double(gtk_widget_get_height(rootWidget)))
    }

    /// Whether this widget and `other` are in the same window.
    public func sharesWindow(with other: Widget) -> Bool {
        guard let root = gtk_widget_get_root(widgetPointer) else { return false }
        return gtk_widget_get_root(other.widgetPointer) == root
    }
}
