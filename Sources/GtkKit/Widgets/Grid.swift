import CGtk

/// Lays out children in rows and columns.
@MainActor
public final class Grid: Widget {
    /// A grid with row and column spacing.
    public init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        super.init(taking: constructed(gtk_grid_new(), "GtkGrid"))
        gtk_grid_set_row_spacing(gridPointer, UInt32(rowSpacing))
        gtk_grid_set_column_spacing(gridPointer, UInt32(columnSpacing))
    }

    private var gridPointer: UnsafeMutablePointer<GtkGrid> { cast(objectPointer) }

    /// Places a child at a cell, spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(gridPointer, child.widgetPointer, Int32(column), Int32(row), Int32(width), Int32(height))
    }
    /// Removes a child.
    public func remove(_ child: Widget) {
        if gtk_widget_get_parent(child.widgetPointer) == widgetPointer { gtk_grid_remove(gridPointer, child.widgetPointer) }
    }
    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widgetPointer) { gtk_grid_remove(gridPointer, child) }
    }
    /// Whether all columns get the same width.
    public var columnsHomogeneous: Bool {
        get { Bool(gtk_grid_get_column_homogeneous(gridPointer)) }
        set { gtk_grid_set_column_homogeneous(gridPointer, gboolean(newValue)) }
    }
}
