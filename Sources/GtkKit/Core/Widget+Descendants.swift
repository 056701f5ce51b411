import CGtk

/// What a layout check needs to know of one widget in a tree.
public struct WidgetSummary: Sendable {
    /// The GType name ("GtkButton").
    public let typeName: String
    /// Its CSS classes.
    public let cssClasses: [String]
    /// The CSS classes of its ancestors up to the root of the walk.
    public let ancestorClasses: Set<String>
    /// Its size in pixels, border box (padding and border included: what a finger can hit).
    public let width: Int
    public let height: Int
    /// Whether it is on screen.
    public let isMapped: Bool
}

extension Widget {
    /// Every widget below this one (depth first), with sizes: for tests of touch-target sizes.
    public func descendantSummaries() -> [WidgetSummary] {
        var result: [WidgetSummary] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>, inherited: Set<String>) {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                let classes = Self.classes(of: current)
                // gtk_widget_get_height is the content box; the bounds are the border box.
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(current, current, &bounds)
                result.append(
                    WidgetSummary(
                        typeName: string(entrydesk_object_type_name(current)), cssClasses: classes, ancestorClasses: inherited,
                        width: Int(bounds.size.width.rounded()), height: Int(bounds.size.height.rounded()),
                        isMapped: Bool(gtk_widget_get_mapped(current))))
                walk(current, inherited: inherited.union(classes))
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(widgetPointer, inherited: Set(cssClasses))
        return result
    }
}
