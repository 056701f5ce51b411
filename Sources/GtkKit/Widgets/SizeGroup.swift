import CGtk

/// Gives its widgets one width: the cells of a column whose rows are separate containers (a
/// table made of list rows, each focusable and named for a screen reader) line up as a grid's.
@MainActor
public final class SizeGroup: ObjectReference {
    /// An empty group sharing widths.
    public init() {
        super.init(taking: gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL))
    }

    /// Adds `widget`: it is as wide as the widest of the group.
    public func add(_ widget: Widget) {
        gtk_size_group_add_widget(objectPointer.assumingMemoryBound(to: GtkSizeGroup.self), widget.widgetPointer)
    }
}
