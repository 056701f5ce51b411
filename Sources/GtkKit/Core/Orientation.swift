import CGtk

/// Horizontal or vertical layout.
public enum Orientation: Sendable {
    case horizontal, vertical

    var gtkValue: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
