import CGtk

/// A button that opens a menu (GtkMenuButton over a `Menu`), shown as an icon.
///
/// As the primary menu of a window (`isPrimary`) it also opens with F10, as GNOME apps' main
/// menus do. GTK 4.8 names the button by its image ("GtkImage" on AT-SPI, see Button): the
/// inner toggle button, which takes the focus, gets the accessible label itself.
@MainActor
public final class MenuButton: Widget {
    /// The menu (nil for a button found in a window, whose model GTK holds).
    private let menu: Menu?

    /// A button showing the named icon that opens `menu`; give it an accessible label.
    public init(iconName: String, menu: Menu) {
        self.menu = menu
        super.init(taking: constructed(gtk_menu_button_new(), "GtkMenuButton"))
        gtk_menu_button_set_icon_name(menuButtonPointer, iconName)
        // The button adds its own reference to the model; `menu` is kept for `itemLabels`.
        gtk_menu_button_set_menu_model(menuButtonPointer, menu.modelPointer)
    }

    /// Wraps a menu button already in a window, adding a reference.
    private init(retainingMenuButton pointer: UnsafeMutablePointer<GtkWidget>) {
        menu = nil
        super.init(retaining: pointer)
    }

    /// The menu button named `name` (`Widget.name`) inside `ancestor`, if there is one: the
    /// gallery opens the window's main menu through it.
    public static func find(named name: String, in ancestor: Widget) -> MenuButton? {
        func search(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if string(gtk_widget_get_name(widget)) == name, Bool(g_type_check_instance_is_a(cast(widget), gtk_menu_button_get_type())) {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = search(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        // The title bar is not a child of the window's content: start from the window itself.
        return search(ancestor.widgetPointer).map { MenuButton(retainingMenuButton: $0) }
    }

    private var menuButtonPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The toggle button inside, which GTK focuses and AT-SPI shows.
    private var innerButton: OpaquePointer? { gtk_widget_get_first_child(widgetPointer).map { OpaquePointer($0) } }

    /// Whether F10 opens this menu (the window's main menu).
    public var isPrimary: Bool {
        get { Bool(gtk_menu_button_get_primary(menuButtonPointer)) }
        set { gtk_menu_button_set_primary(menuButtonPointer, gboolean(newValue)) }
    }

    /// Names the button for screen readers, on the button and on its focusable inner button,
    /// and the menu it opens: GTK 4.8 leaves the menu's popover and its page unnamed, and Orca
    /// said "GtkPopoverMenu menu, GtkStackPage panel" as the menu opened.
    public func setMenuAccessibleLabel(_ label: String) {
        setAccessibleLabel(label)
        if let inner = innerButton {
            gtk_accessible_reset_relation(inner, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            entrydesk_accessible_set_string(inner, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
        }
        guard let popover = gtk_menu_button_get_popover(menuButtonPointer) else { return }
        entrydesk_accessible_set_string(OpaquePointer(popover), GTK_ACCESSIBLE_PROPERTY_LABEL, label)
        Self.nameStackPages(in: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self), label)
    }

    /// Names the pages of the stacks inside `widget` (a popover menu keeps its items in one).
    private static func nameStackPages(in widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        let isStack = Bool(g_type_check_instance_is_a(cast(widget), gtk_stack_get_type()))
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if isStack, let page = gtk_stack_get_page(OpaquePointer(widget), current) {
                entrydesk_accessible_set_string(OpaquePointer(UnsafeMutableRawPointer(page)), GTK_ACCESSIBLE_PROPERTY_LABEL, label)
            }
            nameStackPages(in: current, label)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The menu's item labels.
    public var itemLabels: [String] { menu?.itemLabels ?? [] }

    /// Opens the menu.
    public func popup() { gtk_menu_button_popup(menuButtonPointer) }
    /// Closes the menu.
    public func popdown() { gtk_menu_button_popdown(menuButtonPointer) }
}
