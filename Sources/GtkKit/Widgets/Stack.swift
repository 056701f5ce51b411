import CGtk

/// Shows one of several named pages (entry screen / confirmation screen, list / empty state).
@MainActor
public final class Stack: Widget {
    /// An empty stack with a crossfade between pages.
    public init() {
        super.init(taking: constructed(gtk_stack_new(), "GtkStack"))
        gtk_stack_set_transition_type(stackPointer, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    private var stackPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Adds a page under a name.
    /// Adds `child` as page `name`; `accessibleName` is what screen readers call the page
    /// (GTK 4.8 names an unnamed one "GtkStackPage").
    public func addPage(_ child: Widget, name: String, accessibleName: String) {
        let page = gtk_stack_add_named(stackPointer, child.widgetPointer, name)
        if let page {
            entrydesk_accessible_set_string(OpaquePointer(UnsafeMutableRawPointer(page)), GTK_ACCESSIBLE_PROPERTY_LABEL, accessibleName)
        }
    }
    /// The name of the page shown.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(stackPointer).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(stackPointer, newValue) } }
    }
    /// The transition length in milliseconds (0: instant).
    public var transitionDuration: Int {
        get { Int(gtk_stack_get_transition_duration(stackPointer)) }
        set { gtk_stack_set_transition_duration(stackPointer, UInt32(newValue)) }
    }
}
