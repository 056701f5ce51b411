import CGtk

/// A button that stays pressed or released (password visibility, keypad modes).
@MainActor
public final class ToggleButton: Widget {
    /// A toggle button showing a named icon; give it an accessible label.
    public init(iconName: String) {
        super.init(taking: constructed(gtk_toggle_button_new(), "GtkToggleButton"))
        gtk_button_set_icon_name(cast(objectPointer), iconName)
    }

    /// A toggle button with a text label.
    public init(label: String) {
        super.init(taking: constructed(gtk_toggle_button_new_with_label(label), "GtkToggleButton"))
    }

    private var togglePointer: UnsafeMutablePointer<GtkToggleButton> { cast(objectPointer) }

    /// Whether the button is pressed.
    public var isActive: Bool {
        get { Bool(gtk_toggle_button_get_active(togglePointer)) }
        set { gtk_toggle_button_set_active(togglePointer, gboolean(newValue)) }
    }
    /// Shows another named icon.
    public func setIconName(_ name: String) { gtk_button_set_icon_name(cast(objectPointer), name) }
    /// Whether the button draws a frame.
    public var hasFrame: Bool {
        get { Bool(gtk_button_get_has_frame(cast(objectPointer))) }
        set { gtk_button_set_has_frame(cast(objectPointer), gboolean(newValue)) }
    }
    /// Calls `handler` when the button is pressed or released.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("toggled", handler: handler) }
    /// Clicks the button as a person would (toggles it).
    public func click() { entrydesk_signal_emit_void(objectPointer, "clicked") }
}
