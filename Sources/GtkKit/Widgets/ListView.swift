import CGtk
import CGtkObjects

/// A virtualised list: GTK creates row widgets only for the rows on screen and rebinds them
/// while scrolling, so 100,000 rows cost what a screenful does.
///
/// Each row has a key (e.g. an entry's number); `bind` fills a recycled row widget for a position
/// and key. The model knows only how many rows there are and makes a row's item when GTK first
/// shows it, so setting 100,000 keys costs an array, not 100,000 objects. Put it in a
/// `ScrolledWindow`.
@MainActor
public final class ListView<Row: AnyObject>: Widget {
    nonisolated(unsafe) private let rows: OpaquePointer
    nonisolated(unsafe) private let selection: OpaquePointer
    private let makeRow: @MainActor () -> Row
    private let rowWidget: @MainActor (Row) -> Widget
    private var bindRow: @MainActor (Row, Int, Int64) -> Void
    /// Each row's key, in row order.
    public private(set) var keys: [Int64] = []
    private var rowsByItem: [UnsafeMutableRawPointer: Row] = [:]
    /// Which `setItems` call each row was last bound in: rows GTK binds while the keys change
    /// are not bound a second time.
    private var generation = 0
    private var boundIn: [UnsafeMutableRawPointer: Int] = [:]

    /// A list whose rows come from `makeRow` (shown as `widget(row)`) and are filled by
    /// `bind(row, position, key)`.
    public init(
        makeRow: @escaping @MainActor () -> Row, widget: @escaping @MainActor (Row) -> Widget,
        bind: @escaping @MainActor (Row, Int, Int64) -> Void
    ) {
        self.makeRow = makeRow
        rowWidget = widget
        bindRow = bind
        guard let list = entrydesk_row_list_new(), let single = gtk_single_selection_new(list) else {
            preconditionFailure("GTK could not allocate a list model")
        }
        // gtk_single_selection_new takes the list's reference; keep one of our own.
        g_object_ref(UnsafeMutableRawPointer(list))
        rows = list
        selection = single
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = constructed(gtk_signal_list_item_factory_new(), "GtkSignalListItemFactory")
        // gtk_list_view_new takes ownership of the model and the factory (transfer full).
        g_object_ref(UnsafeMutableRawPointer(selection))
        super.init(taking: constructed(gtk_list_view_new(selection, factory), "GtkListView"))
        let setup: SignalThunk.Pointer1 = { [weak self] item in
            guard let self, let item else { return }
            let row = self.makeRow()
            gtk_list_item_set_child(OpaquePointer(item), self.rowWidget(row).widgetPointer)
            self.rowsByItem[item] = row
        }
        let bind: SignalThunk.Pointer1 = { [weak self] item in
            guard let self, let item, let row = self.rowsByItem[item] else { return }
            let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
            guard self.keys.indices.contains(position) else { return }
            self.boundIn[item] = self.generation
            self.bindRow(row, position, self.keys[position])
        }
        let teardown: SignalThunk.Pointer1 = { [weak self] item in
            guard let self, let item else { return }
            self.rowsByItem[item] = nil
            self.boundIn[item] = nil
        }
        let factoryPointer = UnsafeMutableRawPointer(factory)
        connectSignal(factoryPointer, "setup", setup, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
        connectSignal(factoryPointer, "bind", bind, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
        connectSignal(factoryPointer, "teardown", teardown, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(rows))
        g_object_unref(UnsafeMutableRawPointer(selection))
    }

    /// Replaces how rows are filled (for owners that need `self` to bind).
    public func setBinder(_ bind: @escaping @MainActor (Row, Int, Int64) -> Void) { bindRow = bind }

    /// Replaces every row: one per key. The row widgets GTK already made stay and are filled
    /// again (making ~200 new ones for each search cost more than the search); nothing stays
    /// selected.
    public func setItems(_ keys: [Int64]) {
        generation += 1
        self.keys = keys
        selectedPosition = nil
        entrydesk_row_list_resize(rows, guint(keys.count))
        for (item, row) in rowsByItem where boundIn[item] != generation {
            let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
            guard keys.indices.contains(position) else { continue }
            boundIn[item] = generation
            bindRow(row, position, keys[position])
        }
    }
    /// Adds rows at the end (the rest of a long list whose first rows are shown already): the
    /// rows there, the selection and keyboard focus all stay.
    public func appendItems(_ more: [Int64]) {
        guard !more.isEmpty else { return }
        keys += more
        entrydesk_row_list_resize(rows, guint(keys.count))
    }
    /// The number of rows.
    public var count: Int { keys.count }
    /// The key of row `position`.
    public func key(at position: Int) -> Int64? {
        keys.indices.contains(position) ? keys[position] : nil
    }
    /// The selected row (nil: none).
    public var selectedPosition: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection)
            return position == entrydesk_invalid_list_position() ? nil : Int(position)
        }
        set { gtk_single_selection_set_selected(selection, newValue.map { guint($0) } ?? entrydesk_invalid_list_position()) }
    }
    /// The row with keyboard focus (nil: none). Tab into a list focuses a row without
    /// selecting it: keys that act on "this row" (Delete) mean the focused one.
    public var focusedPosition: Int? {
        for (item, row) in rowsByItem {
            // GTK focuses the list item widget that holds the row, not the row itself.
            guard let holder = gtk_widget_get_parent(rowWidget(row).widgetPointer), Bool(gtk_widget_has_focus(holder)) else { continue }
            let position = gtk_list_item_get_position(OpaquePointer(item))
            return position == entrydesk_invalid_list_position() ? nil : Int(position)
        }
        return nil
    }
    /// Moves keyboard focus to row `position` and selects it, if GTK has a widget for it now
    /// (rows on screen); returns whether it did. After `setItems`, call it once GTK has laid the
    /// list out again (an idle callback).
    @discardableResult
    public func focusRow(at position: Int) -> Bool {
        for (item, row) in rowsByItem where Int(gtk_list_item_get_position(OpaquePointer(item))) == position {
            guard let holder = gtk_widget_get_parent(rowWidget(row).widgetPointer) else { return false }
            selectedPosition = position
            return Bool(gtk_widget_grab_focus(holder))
        }
        return false
    }
    /// Whether a single click activates a row.
    public var activatesOnSingleClick: Bool {
        get { Bool(gtk_list_view_get_single_click_activate(OpaquePointer(objectPointer))) }
        set { gtk_list_view_set_single_click_activate(OpaquePointer(objectPointer), gboolean(newValue)) }
    }
    /// Calls `handler` with the position of an activated row (Enter, double click).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandle {
        connectSignal(
            objectPointer, "activate", { position in handler(Int(position)) } as SignalThunk.UInt1,
            thunk: unsafeBitCast(SignalThunk.uint1, to: GCallback.self))
    }
}

extension ListView where Row: Widget {
    /// A list whose rows are widgets themselves.
    public convenience init(makeRow: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int, Int64) -> Void) {
        self.init(makeRow: makeRow, widget: { $0 }, bind: bind)
    }
}
