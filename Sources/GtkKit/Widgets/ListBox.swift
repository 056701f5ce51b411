import CGtk

/// A vertical list of rows (suggestions, entries); for long lists use `ListView`.
@MainActor
public final class ListBox: Widget {
    /// An empty list.
    public init() {
        super.init(taking: constructed(gtk_list_box_new(), "GtkListBox"))
    }

    private var listPointer: OpaquePointer { OpaquePointer(objectPointer) }
    private var rows: [ListBoxRow] = []

    /// Appends a row holding `child`; returns the row.
    @discardableResult
    public func append(_ child: Widget) -> ListBoxRow {
        let row = ListBoxRow(child: child)
        gtk_list_box_append(listPointer, row.widgetPointer)
        rows.append(row)
        return row
    }
    /// Removes every row.
    public func removeAll() {
        for row in rows { gtk_list_box_remove(listPointer, row.widgetPointer) }
        rows.removeAll()
    }
    /// The rows, in order.
    public var allRows: [ListBoxRow] { rows }
    /// Selects a row (nil: none).
    public func select(_ row: ListBoxRow?) {
        gtk_list_box_select_row(listPointer, row.map { cast($0.objectPointer) })
    }
    /// The selected row's index.
    public var selectedIndex: Int? {
        guard let selected = gtk_list_box_get_selected_row(listPointer) else { return nil }
        return rows.firstIndex { $0.objectPointer == UnsafeMutableRawPointer(selected) }
    }
    /// No selection, single selection, ...
    public func setSelectionSingle(_ single: Bool) {
        gtk_list_box_set_selection_mode(listPointer, single ? GTK_SELECTION_SINGLE : GTK_SELECTION_NONE)
    }
    /// Whether a single click activates a row.
    public var activatesOnSingleClick: Bool {
        get { Bool(gtk_list_box_get_activate_on_single_click(listPointer)) }
        set { gtk_list_box_set_activate_on_single_click(listPointer, gboolean(newValue)) }
    }
    /// Calls `handler` with the index of an activated row (click, tap, Enter on the row).
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandle {
        let adapted: SignalThunk.Pointer1 = { [weak self] row in
            guard let self, let row, let index = self.rows.firstIndex(where: { $0.objectPointer == row }) else { return }
            handler(index)
        }
        return connectSignal(objectPointer, "row-activated", adapted, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
    }
}

/// A row of a `ListBox`.
@MainActor
public final class ListBoxRow: Widget {
    /// The content widget.
    public let child: Widget

    init(child: Widget) {
        self.child = child
        super.init(taking: constructed(gtk_list_box_row_new(), "GtkListBoxRow"))
        gtk_list_box_row_set_child(cast(objectPointer), child.widgetPointer)
    }

    /// Whether the row can be activated.
    public var isActivatable: Bool {
        get { Bool(gtk_list_box_row_get_activatable(cast(objectPointer))) }
        set { gtk_list_box_row_set_activatable(cast(objectPointer), gboolean(newValue)) }
    }
}
