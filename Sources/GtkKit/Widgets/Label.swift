import CGtk

/// Shows text.
@MainActor
public final class Label: Widget {
    /// A label with text.
    public init(_ text: String = "") {
        super.init(taking: constructed(gtk_label_new(text), "GtkLabel"))
    }
    /// An empty label with an accessible role other than `label` (`.presentation`: its text
    /// is said by another widget).
    public init(role: AccessibleRole) {
        super.init(taking: constructed(entrydesk_widget_new_with_role(gtk_label_get_type(), role.gtkValue), "GtkLabel"))
    }

    private var labelPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The text shown.
    public var text: String {
        get { string(gtk_label_get_text(labelPointer)) }
        set { gtk_label_set_text(labelPointer, newValue) }
    }
    /// Whether long text wraps onto more lines.
    public var wraps: Bool {
        get { Bool(gtk_label_get_wrap(labelPointer)) }
        set { gtk_label_set_wrap(labelPointer, gboolean(newValue)) }
    }
    /// Horizontal text alignment, 0 (start) to 1 (end).
    public var xalign: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set { gtk_label_set_xalign(labelPointer, newValue) }
    }
    /// Whether the text can be selected (and copied).
    public var isSelectable: Bool {
        get { Bool(gtk_label_get_selectable(labelPointer)) }
        set { gtk_label_set_selectable(labelPointer, gboolean(newValue)) }
    }
    /// Makes this label the mnemonic/labelling label of `widget` (accessible name and Alt+key).
    public func setMnemonicWidget(_ widget: Widget) {
        gtk_label_set_mnemonic_widget(labelPointer, widget.widgetPointer)
    }
    /// Sets the maximum width in characters (wrapping point).
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(labelPointer)) }
        set { gtk_label_set_max_width_chars(labelPointer, Int32(newValue)) }
    }
    /// Ellipsizes text that does not fit at the end.
    public func ellipsizeAtEnd() { gtk_label_set_ellipsize(labelPointer, PANGO_ELLIPSIZE_END) }
}
