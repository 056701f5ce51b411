import CGtk

/// A popup attached to a widget (suggestion lists, pickers).
///
/// GTK requires a popover to be unparented before its parent is finalized; `attach(to:)` does
/// that automatically when the parent is destroyed.
@MainActor
public final class Popover: Widget {
    /// An empty popover.
    public init() {
        super.init(taking: constructed(gtk_popover_new(), "GtkPopover"))
    }

    private var popoverPointer: UnsafeMutablePointer<GtkPopover> { cast(objectPointer) }

    /// Makes `parent` the widget the popover points at.
    public func attach(to parent: Widget) {
        gtk_widget_set_parent(widgetPointer, parent.widgetPointer)
        // Through a weak GObject pointer, not `self`: the Swift wrapper may be gone before the
        // parent (which still holds the popover), or the popover may be gone already.
        let popover = WeakObjectPointer(objectPointer)
        parent.onDestroy {
            popover.withObject { object in
                let widget: UnsafeMutablePointer<GtkWidget> = cast(object)
                if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
            }
        }
    }
    /// The content.
    public func setChild(_ child: Widget?) { gtk_popover_set_child(popoverPointer, child?.widgetPointer) }
    /// Shows the popover.
    public func popup() { gtk_popover_popup(popoverPointer) }
    /// Hides the popover.
    public func popdown() { gtk_popover_popdown(popoverPointer) }
    /// Whether the popover is open.
    public var isOpen: Bool { isVisible }
    /// Whether the popover closes on outside clicks and grabs keyboard focus. Suggestion lists
    /// use `false`, so focus stays in the entry.
    public var autohide: Bool {
        get { Bool(gtk_popover_get_autohide(popoverPointer)) }
        set { gtk_popover_set_autohide(popoverPointer, gboolean(newValue)) }
    }
    /// Whether the popover draws its arrow.
    public var hasArrow: Bool {
        get { Bool(gtk_popover_get_has_arrow(popoverPointer)) }
        set { gtk_popover_set_has_arrow(popoverPointer, gboolean(newValue)) }
    }
    /// Places the popover below its parent.
    public func positionBelow() { gtk_popover_set_position(popoverPointer, GTK_POS_BOTTOM) }
    /// Places the popover above its parent.
    public func positionAbove() { gtk_popover_set_position(popoverPointer, GTK_POS_TOP) }
    /// Calls `handler` when the popover closes (Escape, outside click, popdown).
    @discardableResult
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("closed", handler: handler) }
}
