import CGtk

/// An on/off switch, as GNOME's preferences show a setting that is on or off.
@MainActor
public final class Switch: Widget {
    public init() {
        super.init(taking: constructed(gtk_switch_new(), "GtkSwitch"))
    }

    private var switchPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { Bool(gtk_switch_get_active(switchPointer)) }
        set { gtk_switch_set_active(switchPointer, gboolean(newValue)) }
    }

    /// Calls `handler` when the switch is turned on or off (by the person or by code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandle {
        onNotify("active", handler: handler)
    }
}
