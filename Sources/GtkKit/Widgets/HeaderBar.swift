import CGtk

/// A window's title bar with buttons at its start and end (desk mode; the kiosk has none).
@MainActor
public final class HeaderBar: Widget {
    /// An empty header bar showing the window title.
    public init() {
        super.init(taking: constructed(gtk_header_bar_new(), "GtkHeaderBar"))
    }

    private var barPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Adds a widget at the start (left in left-to-right languages).
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(barPointer, child.widgetPointer) }
    /// Adds a widget at the end.
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(barPointer, child.widgetPointer) }
    /// Makes this the title bar of `window`.
    public func install(on window: Window) { gtk_window_set_titlebar(window.windowPointer, widgetPointer) }
}
