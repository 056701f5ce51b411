import CGtk

/// Lays out children in a row or column.
@MainActor
public final class Box: Widget {
    /// A box with the given orientation, spacing and accessible role.
    public init(_ orientation: Orientation = .vertical, spacing: Int = 0, role: AccessibleRole = .generic) {
        super.init(taking: constructed(entrydesk_box_new_with_role(orientation.gtkValue, Int32(spacing), role.gtkValue), "GtkBox"))
    }

    private var boxPointer: UnsafeMutablePointer<GtkBox> { cast(objectPointer) }

    /// Appends a child at the end.
    public func append(_ child: Widget) { gtk_box_append(boxPointer, child.widgetPointer) }
    /// Inserts a child at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(boxPointer, child.widgetPointer) }
    /// Inserts `child` right after `sibling` (nil: at the start).
    public func insert(_ child: Widget, after sibling: Widget?) {
        gtk_box_insert_child_after(boxPointer, child.widgetPointer, sibling?.widgetPointer)
    }
    /// Removes a child.
    public func remove(_ child: Widget) {
        if gtk_widget_get_parent(child.widgetPointer) == widgetPointer { gtk_box_remove(boxPointer, child.widgetPointer) }
    }
    /// Removes every child (GTK 4.8 has no remove_all).
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widgetPointer) { gtk_box_remove(boxPointer, child) }
    }
    /// Whether children all get the same size.
    public var isHomogeneous: Bool {
        get { Bool(gtk_box_get_homogeneous(boxPointer)) }
        set { gtk_box_set_homogeneous(boxPointer, gboolean(newValue)) }
    }
    /// Space between children, in pixels.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(boxPointer)) }
        set { gtk_box_set_spacing(boxPointer, Int32(newValue)) }
    }
}
