import CGtk

/// A drop-down that picks one string of a list (GtkDropDown over a GtkStringList).
@MainActor
public final class DropDown: Widget {
    private var items: [String]

    /// A drop-down over `items`, with optional search (typing filters the list).
    public init(items: [String], searchable: Bool = false) {
        self.items = items
        super.init(taking: constructed(gtk_drop_down_new(nil, nil), "GtkDropDown"))
        setItems(items)
        if searchable { enableSearch() }
    }

    private var dropDownPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Replaces the strings.
    public func setItems(_ newItems: [String]) {
        items = newItems
        let cStrings = newItems.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        let model = cStrings.withUnsafeBufferPointer { buffer in
            gtk_string_list_new(UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UnsafePointer<CChar>?.self))
        }
        guard let model else { return }
        // gtk_drop_down_set_model adds its own reference; drop ours.
        gtk_drop_down_set_model(dropDownPointer, model)
        g_object_unref(UnsafeMutableRawPointer(model))
    }
    /// The strings.
    public var allItems: [String] { items }
    /// The selected index (nil: none).
    public var selectedIndex: Int? {
        get {
            let position = gtk_drop_down_get_selected(dropDownPointer)
            return position == entrydesk_invalid_list_position() ? nil : Int(position)
        }
        set { gtk_drop_down_set_selected(dropDownPointer, newValue.map { UInt32($0) } ?? entrydesk_invalid_list_position()) }
    }
    /// The selected string.
    public var selectedItem: String? { selectedIndex.flatMap { items.indices.contains($0) ? items[$0] : nil } }
    /// Calls `handler` when the selection changes.
    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandle {
        onNotify("selected", handler: handler)
    }

    /// Names the drop-down for screen readers, on its focusable inner button too: GTK 4.8 leaves
    /// that button unnamed, and AT-SPI calls it by its class ("GtkToggleButton").
    public func setButtonAccessibleLabel(_ label: String) {
        setAccessibleLabel(label)
        guard let button = gtk_widget_get_first_child(widgetPointer) else { return }
        entrydesk_accessible_set_string(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_LABEL, label)
    }

    private func enableSearch() {
        // Search matches the item strings themselves ("string" property of GtkStringObject).
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        gtk_drop_down_set_expression(dropDownPointer, expression)
        gtk_expression_unref(expression)
        gtk_drop_down_set_enable_search(dropDownPointer, 1)
    }
}
