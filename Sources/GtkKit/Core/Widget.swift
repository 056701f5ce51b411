import CGtk

/// A GTK widget owned by Swift: one reference held from `init` until `deinit`.
///
/// GtkKit's wrappers create their widget (a floating reference, sunk here) and keep it alive for
/// as long as the Swift object lives; a parent container adds its own reference, so a widget in a
/// window stays on screen even if its wrapper goes away first.
@MainActor
public class Widget: ObjectReference {
    /// The GtkWidget instance.
    var widgetPointer: UnsafeMutablePointer<GtkWidget> { cast(objectPointer) }

    /// Wraps a newly created widget (sinks its floating reference).
    init(taking pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(taking: UnsafeMutableRawPointer(pointer))
    }

    /// Wraps a widget someone else owns, adding a reference.
    init(retaining pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(retaining: UnsafeMutableRawPointer(pointer))
    }

    var accessiblePointer: OpaquePointer { OpaquePointer(objectPointer) }

    // MARK: Style

    /// Adds a CSS class.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }
    /// Removes a CSS class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }
    /// Whether the widget has a CSS class.
    public func hasCSSClass(_ name: String) -> Bool { Bool(gtk_widget_has_css_class(widgetPointer, name)) }
    /// Adds or removes a CSS class.
    public func setCSSClass(_ name: String, _ enabled: Bool) {
        if enabled { addCSSClass(name) } else { removeCSSClass(name) }
    }
    /// The widget's CSS classes, in order.
    public var cssClasses: [String] { Self.classes(of: widgetPointer) }

    static func classes(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let list = gtk_widget_get_css_classes(widget) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] { result.append(String(cString: item)); index += 1 }
        return result
    }

    // MARK: State and layout

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { Bool(gtk_widget_get_visible(widgetPointer)) }
        set { gtk_widget_set_visible(widgetPointer, gboolean(newValue)) }
    }
    /// Whether the widget reacts to input (insensitive widgets are greyed out).
    public var isSensitive: Bool {
        get { Bool(gtk_widget_get_sensitive(widgetPointer)) }
        set { gtk_widget_set_sensitive(widgetPointer, gboolean(newValue)) }
    }
    /// Whether the widget itself takes keyboard focus.
    public var isFocusable: Bool {
        get { Bool(gtk_widget_get_focusable(widgetPointer)) }
        set { gtk_widget_set_focusable(widgetPointer, gboolean(newValue)) }
    }
    /// Whether clicking the widget focuses it.
    public var focusOnClick: Bool {
        get { Bool(gtk_widget_get_focus_on_click(widgetPointer)) }
        set { gtk_widget_set_focus_on_click(widgetPointer, gboolean(newValue)) }
    }
    /// Whether the widget may receive input events.
    public var canTarget: Bool {
        get { Bool(gtk_widget_get_can_target(widgetPointer)) }
        set { gtk_widget_set_can_target(widgetPointer, gboolean(newValue)) }
    }
    /// Horizontal expansion.
    public var hexpand: Bool {
        get { Bool(gtk_widget_get_hexpand(widgetPointer)) }
        set { gtk_widget_set_hexpand(widgetPointer, gboolean(newValue)) }
    }
    /// Vertical expansion.
    public var vexpand: Bool {
        get { Bool(gtk_widget_get_vexpand(widgetPointer)) }
        set { gtk_widget_set_vexpand(widgetPointer, gboolean(newValue)) }
    }
    /// Horizontal alignment in the allocated space.
    public var halign: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtkValue) }
    }
    /// Vertical alignment in the allocated space.
    public var valign: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtkValue) }
    }
    /// Sets the four margins at once.
    public func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
        gtk_widget_set_margin_top(widgetPointer, Int32(top))
        gtk_widget_set_margin_bottom(widgetPointer, Int32(bottom))
        gtk_widget_set_margin_start(widgetPointer, Int32(start))
        gtk_widget_set_margin_end(widgetPointer, Int32(end))
    }
    /// Sets the minimum size (-1 keeps the natural size).
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widgetPointer, Int32(width), Int32(height))
    }
    /// The tooltip text.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }
    /// The allocated width in pixels (0 before layout).
    public var allocatedWidth: Int { Int(gtk_widget_get_width(widgetPointer)) }
    /// The allocated height in pixels (0 before layout).
    public var allocatedHeight: Int { Int(gtk_widget_get_height(widgetPointer)) }
    /// Whether the widget is mapped (on screen).
    public var isMapped: Bool { Bool(gtk_widget_get_mapped(widgetPointer)) }
    /// The widget's name (for CSS `#name` and debugging).
    public var name: String {
        get { string(gtk_widget_get_name(widgetPointer)) }
        set { gtk_widget_set_name(widgetPointer, newValue) }
    }

    /// The natural (preferred) height for the widget's natural width.
    public var naturalHeight: Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widgetPointer, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        return Int(natural)
    }

    /// The minimum height for the widget's natural width.
    public var minimumHeight: Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widgetPointer, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        return Int(minimum)
    }

    // MARK: Focus

    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { Bool(gtk_widget_grab_focus(widgetPointer)) }
    /// Whether the widget is the focus widget of its window.
    public var isFocus: Bool { Bool(gtk_widget_is_focus(widgetPointer)) }
    /// Whether the focus is inside the widget (itself or a descendant).
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer),
            let focus = gtk_root_get_focus(root)
        else { return false }
        return focus == widgetPointer || Bool(gtk_widget_is_ancestor(focus, widgetPointer))
    }
    /// Moves focus to the next (or previous) focusable widget in the window, as Tab does.
    @discardableResult
    public func moveFocus(forward: Bool = true) -> Bool {
        guard let root = gtk_widget_get_root(widgetPointer) else { return false }
        let rootWidget: UnsafeMutablePointer<GtkWidget> = cast(root)
        return Bool(gtk_widget_child_focus(rootWidget, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD))
    }
    /// Focuses the first (or, backward, the last) widget inside this one that takes focus, as
    /// Tab entering it would; false when none does.
    @discardableResult
    public func focusInside(forward: Bool = true) -> Bool {
        Bool(gtk_widget_child_focus(widgetPointer, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD))
    }
    /// Activates the widget's default action in its window (e.g. the default button).
    @discardableResult
    public func activateDefault() -> Bool {
        Bool(gtk_widget_activate_action_variant(widgetPointer, "default.activate", nil))
    }
    /// Runs an action by name (`app.save`, `win.new`).
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        Bool(gtk_widget_activate_action_variant(widgetPointer, name, nil))
    }

    // MARK: Tree

    /// Removes a widget that was given a parent with `setParent(_:)` (popovers).
    public func unparent() {
        if gtk_widget_get_parent(widgetPointer) != nil { gtk_widget_unparent(widgetPointer) }
    }

    /// Whether `self` is inside `ancestor`.
    public func isDescendant(of ancestor: Widget) -> Bool {
        Bool(gtk_widget_is_ancestor(widgetPointer, ancestor.widgetPointer))
    }

    /// Queues a redraw.
    public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }

    /// Sounds the display's error bell (GTK's "gtk-error-bell" setting decides whether it sounds).
    public func errorBell() { gtk_widget_error_bell(widgetPointer) }

    /// Calls `handler` when the widget is destroyed (its parent or window goes away).
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalHandle {
        connect("destroy", handler: handler)
    }

    /// Calls `handler` when the widget is mapped (shown on screen).
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalHandle {
        connect("map", handler: handler)
    }

    /// Adds an event controller (key, focus, click); the widget keeps it.
    public func addController(_ controller: EventController) {
        gtk_widget_add_controller(widgetPointer, controller.controllerPointer)
        // gtk_widget_add_controller takes ownership of one reference (transfer full).
        g_object_ref(controller.objectPointer)
    }

    /// Takes back a controller added with `addController(_:)`: the widget no longer sees its events.
    public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(widgetPointer, controller.controllerPointer)
    }
}
