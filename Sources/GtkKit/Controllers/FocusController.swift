import CGtk

/// Focus entering and leaving a widget (or its descendants).
@MainActor
public final class FocusController: EventController {
    /// A focus controller.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(constructed(gtk_event_controller_focus_new(), "GtkEventControllerFocus")))
    }

    /// Calls `handler` when focus enters the widget.
    @discardableResult
    public func onEnter(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("enter", handler: handler) }

    /// Calls `handler` when focus leaves the widget.
    @discardableResult
    public func onLeave(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("leave", handler: handler) }
}
