import CGtk
import CGtkObjects

/// Keeps its child at most `maximumWidth` pixels wide and centred, as libadwaita's AdwClamp
/// does (GTK 4.8 has no maximum width): a form stays readable in a 1920 px window and takes
/// the whole width of a narrow one. Not a GtkBox to its callers: its layout is the clamp's
/// (`entrydesk_clamp_layout`), so a box's spacing would mean nothing.
@MainActor
public final class Clamp: Widget {
    private var child: Widget?

    /// A clamp at `maximumWidth` pixels.
    public init(maximumWidth: Int) {
        self.maximumWidth = maximumWidth
        // A box at its default orientation: one made vertical carries both orientation style
        // classes once its layout manager is replaced, which a GtkBuilder copy of the window
        // (the start-up benchmark's replica) would not.
        super.init(
            taking: constructed(entrydesk_box_new_with_role(Orientation.horizontal.gtkValue, 0, AccessibleRole.generic.gtkValue), "GtkBox"))
        // The widget takes the layout manager's reference.
        gtk_widget_set_layout_manager(widgetPointer, entrydesk_clamp_layout_new(Int32(maximumWidth)))
    }

    /// The widest the child gets, in pixels.
    public var maximumWidth: Int {
        didSet {
            guard maximumWidth != oldValue, let layout = gtk_widget_get_layout_manager(widgetPointer) else { return }
            entrydesk_clamp_layout_set_maximum_width(layout, Int32(maximumWidth))
        }
    }

    /// The one child (nil: none).
    public func setChild(_ newChild: Widget?) {
        if let child { gtk_widget_unparent(child.widgetPointer) }
        child = newChild
        if let newChild { gtk_box_append(cast(objectPointer) as UnsafeMutablePointer<GtkBox>, newChild.widgetPointer) }
    }
}
