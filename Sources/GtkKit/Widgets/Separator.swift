import CGtk

/// A thin line between groups.
@MainActor
public final class Separator: Widget {
    /// A separator line.
    public init(_ orientation: Orientation = .horizontal) {
        super.init(taking: constructed(gtk_separator_new(orientation.gtkValue), "GtkSeparator"))
    }
}
