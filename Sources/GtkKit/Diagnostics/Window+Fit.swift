import CGtk

/// Whether a window fits its screen, measured in its own layout: its size against the
/// monitor's, and every heading, row and button inside the part of the window a person sees.
public struct WindowFit: Sendable {
    /// The window on screen (decorations included), and the least it can be laid out in.
    public let width: Int
    public let height: Int
    public let minimumWidth: Int
    public let minimumHeight: Int
    /// The monitor's size.
    public let screenWidth: Int
    public let screenHeight: Int
    /// What lies (partly) outside the window or outside the scrolled area holding it, said as
    /// "GtkButton “Close” at 1380,700 96×44 (visible 0,0–1366×768)".
    public let cut: [String]
    /// How many headings, rows and buttons were measured.
    public let measured: Int

    /// Whether the window is within the screen and nothing in it is cut.
    public var fits: Bool {
        width <= screenWidth && height <= screenHeight && minimumWidth <= screenWidth && minimumHeight <= screenHeight && cut.isEmpty
    }
}

extension Window {
    /// Measures how the window fits its monitor: GTK gives a window at least its minimum size,
    /// even past the screen's edge, and cuts what no longer fits; a scrolled area cuts what is
    /// beside it (nothing here scrolls sideways) but not what is scrolled away above or below.
    public func fit() -> WindowFit? {
        guard let size = surfaceSize, let screen = Monitor.primarySize else { return nil }
        var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &natural, nil, nil)
        gtk_widget_measure(
            widgetPointer, GTK_ORIENTATION_VERTICAL, Int32(gtk_widget_get_width(widgetPointer)), &minimumHeight, &natural, nil, nil)
        let root = widgetPointer
        // Without a window manager a window opens at the screen's corner: what is past the
        // screen's edge is cut too (a window wider than the screen).
        let whole = Rect(x: 0, y: 0, width: Double(gtk_widget_get_width(root)), height: Double(gtk_widget_get_height(root)))
            .intersection(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height)))
        var cut: [String] = []
        var measured = 0
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>, visible: Rect, scrollsVertically: Bool) {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                child = gtk_widget_get_next_sibling(current)
                // Popovers are surfaces of their own; hidden pages are not on screen.
                guard Bool(gtk_widget_get_mapped(current)), !Self.isA(current, gtk_popover_get_type()) else { continue }
                var bounds = graphene_rect_t()
                guard Bool(gtk_widget_compute_bounds(current, root, &bounds)) else { continue }
                let frame = Rect(
                    x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                    width: Double(bounds.size.width), height: Double(bounds.size.height))
                guard frame.width > 0, frame.height > 0 else { continue }
                if Self.isMeasured(current) {
                    measured += 1
                    // A label's text, not its box: GTK's shortcuts window gives a column's titles
                    // one width (a size group) that reaches past the window while every text is in it.
                    let drawn = Self.textFrame(of: current, in: root) ?? frame
                    let inside =
                        drawn.x >= visible.x - 1 && drawn.maxX <= visible.maxX + 1
                        && (scrollsVertically || (drawn.y >= visible.y - 1 && drawn.maxY <= visible.maxY + 1))
                    if !inside { cut.append(Self.describe(current, drawn, visible)) }
                }
                if Self.isA(current, gtk_scrolled_window_get_type()) {
                    var horizontal = GTK_POLICY_NEVER, vertical = GTK_POLICY_NEVER
                    gtk_scrolled_window_get_policy(OpaquePointer(current), &horizontal, &vertical)
                    walk(current, visible: visible.intersection(frame), scrollsVertically: vertical != GTK_POLICY_NEVER)
                } else {
                    walk(current, visible: visible, scrollsVertically: scrollsVertically)
                }
            }
        }
        walk(root, visible: whole, scrollsVertically: false)
        return WindowFit(
            width: size.width, height: size.height, minimumWidth: Int(minimumWidth), minimumHeight: Int(minimumHeight),
            screenWidth: screen.width, screenHeight: screen.height, cut: cut, measured: measured)
    }

    private struct Rect {
        var x, y, width, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }
        func intersection(_ other: Rect) -> Rect {
            let left = max(x, other.x), top = max(y, other.y)
            return Rect(x: left, y: top, width: max(0, min(maxX, other.maxX) - left), height: max(0, min(maxY, other.maxY) - top))
        }
    }

    /// Where a label draws its text, in `root`'s coordinates; nil for other widgets.
    private static func textFrame(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) -> Rect? {
        guard isA(widget, gtk_label_get_type()), let layout = gtk_label_get_layout(OpaquePointer(widget)) else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        gtk_label_get_layout_offsets(OpaquePointer(widget), &x, &y)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        var point = graphene_point_t(x: Float(x + logical.x), y: Float(y + logical.y))
        var origin = graphene_point_t(x: 0, y: 0)
        guard Bool(gtk_widget_compute_point(widget, root, &point, &origin)) else { return nil }
        return Rect(x: Double(origin.x), y: Double(origin.y), width: Double(logical.width), height: Double(logical.height))
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return Bool(g_type_check_instance_is_a(instance, type))
    }

    /// Headings and other text, rows and buttons: what a person must be able to read or reach.
    private static func isMeasured(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        isA(widget, gtk_button_get_type()) || isA(widget, gtk_list_box_row_get_type()) || isA(widget, gtk_shortcuts_shortcut_get_type())
            || (isA(widget, gtk_label_get_type()) && !string(gtk_label_get_text(OpaquePointer(widget))).isEmpty)
    }

    private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>, _ frame: Rect, _ visible: Rect) -> String {
        var text = ""
        if isA(widget, gtk_label_get_type()) {
            text = string(gtk_label_get_text(OpaquePointer(widget)))
        } else if isA(widget, gtk_button_get_type()) {
            text = string(gtk_button_get_label(cast(widget)))
        }
        func number(_ value: Double) -> String { String(Int(value.rounded())) }
        return "\(string(entrydesk_object_type_name(widget))) “\(text)” at \(number(frame.x)),\(number(frame.y))"
            + " \(number(frame.width))×\(number(frame.height)) (visible \(number(visible.x)),\(number(visible.y))"
            + "–\(number(visible.maxX))×\(number(visible.maxY)))"
    }
}
