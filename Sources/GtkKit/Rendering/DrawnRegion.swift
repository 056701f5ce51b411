import CGtk

/// Where a widget that draws text or an icon is visible in a rendered picture of its window:
/// for checks that read the picture's pixels (contrast of text against what is behind it).
public struct DrawnRegion: Sendable {
    /// What the widget draws.
    public enum Kind: Sendable { case label, text, icon }

    public let kind: Kind
    /// The text shown (labels and text fields) or the icon's name.
    public let content: String
    /// The GType name ("GtkLabel").
    public let typeName: String
    /// The CSS classes of the widget and its ancestors, to say where it is.
    public let classes: Set<String>
    /// The visible part of its border box in the root's picture (clipped by its ancestors: a
    /// row scrolled out of sight or a field below the fold has none).
    public let x: Int, y: Int, width: Int, height: Int
    /// Whether all of it is visible (a label cut by the edge of a scrolled view shows a sliver).
    public let isWhole: Bool
}

extension WidgetRenderer {
    /// Every mapped label with text, text field with text and named icon below `root`, with the
    /// part of it `root`'s picture (`renderToPNG`) shows.
    public static func drawnRegions(in root: Widget) -> [DrawnRegion] {
        var regions: [DrawnRegion] = []
        let rootPointer = root.widgetPointer
        var full = graphene_rect_t()
        guard Bool(gtk_widget_compute_bounds(rootPointer, rootPointer, &full)) else { return [] }
        // The picture starts at the root's border box (a window's frame is outside its origin).
        let offsetX = -Double(full.origin.x), offsetY = -Double(full.origin.y)
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>, clip: graphene_rect_t, inherited: Set<String>) {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                child = gtk_widget_get_next_sibling(current)
                // Popovers are surfaces of their own, outside the window's picture.
                guard Bool(gtk_widget_get_mapped(current)), !isPopover(current) else { continue }
                var bounds = graphene_rect_t()
                guard Bool(gtk_widget_compute_bounds(current, rootPointer, &bounds)) else { continue }
                var visible = graphene_rect_t()
                var clipCopy = clip
                guard graphene_rect_intersection(&bounds, &clipCopy, &visible) else { continue }
                let classes = inherited.union(Widget.classes(of: current))
                if let (kind, content) = drawnContent(of: current), !content.isEmpty,
                    visible.size.width >= 1, visible.size.height >= 1
                {
                    regions.append(
                        DrawnRegion(
                            kind: kind, content: content, typeName: string(entrydesk_object_type_name(current)), classes: classes,
                            x: Int((Double(visible.origin.x) + offsetX).rounded()), y: Int((Double(visible.origin.y) + offsetY).rounded()),
                            width: Int(visible.size.width.rounded()), height: Int(visible.size.height.rounded()),
                            isWhole: visible.size.width >= bounds.size.width - 0.5 && visible.size.height >= bounds.size.height - 0.5))
                }
                walk(current, clip: visible, inherited: classes)
            }
        }
        walk(rootPointer, clip: full, inherited: Set(Widget.classes(of: rootPointer)))
        return regions
    }

    private static func drawnContent(of widget: UnsafeMutablePointer<GtkWidget>) -> (DrawnRegion.Kind, String)? {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if Bool(g_type_check_instance_is_a(instance, gtk_label_get_type())) {
            return (.label, string(gtk_label_get_text(OpaquePointer(widget))))
        }
        if Bool(g_type_check_instance_is_a(instance, gtk_text_get_type())) {
            return (.text, string(gtk_editable_get_text(OpaquePointer(widget))))
        }
        if Bool(g_type_check_instance_is_a(instance, gtk_image_get_type())) {
            return (.icon, string(gtk_image_get_icon_name(OpaquePointer(widget))))
        }
        return nil
    }

    private static func isPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return Bool(g_type_check_instance_is_a(instance, gtk_popover_get_type()))
    }
}
