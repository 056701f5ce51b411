import CGtk

/// A button that stays pressed until clicked again (GtkToggleButton); assistive technologies
/// see its pressed state.
@MainActor
public final class ToggleButton: Widget {
    /// A toggle button showing a named icon; give it an accessible label.
    public init(iconName: String) {
        super.init(taking: gtk_toggle_button_new())
        gtk_button_set_icon_name(buttonPointer, iconName)
    }

    private var togglePointer: UnsafeMutablePointer<GtkToggleButton> { cast(objectPointer) }
    private var buttonPointer: UnsafeMutablePointer<GtkButton> { cast(objectPointer) }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(togglePointer) != 0 }
        set { gtk_toggle_button_set_active(togglePointer, newValue ? 1 : 0) }
    }
    /// Shows another named icon.
    public func setIconName(_ name: String) { gtk_button_set_icon_name(buttonPointer, name) }
    /// Whether the button has a frame (false for icon buttons inside a field).
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(buttonPointer) != 0 }
        set { gtk_button_set_has_frame(buttonPointer, newValue ? 1 : 0) }
    }
    /// Calls `handler` after the pressed state changed (click, Space, Enter or `isActive`).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("toggled", handler: handler) }
    /// Clicks the button as a person would (toggles it).
    public func click() { entrydesk_signal_emit_void(objectPointer, "clicked") }
}
