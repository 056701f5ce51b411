// i18n: file never shown (a developer diagnostic: the window as GtkBuilder XML)
import CGtk
import CGtkObjects

/// A window's widget tree as a GtkBuilder file, for the start-up benchmark: a C program that
/// builds the same widgets with the same properties and style sheet shows what GTK alone costs
/// for this screen, without Swift, Foundation or the app's own work.
public struct BuilderReplica: Sendable {
    /// The GtkBuilder XML; the window is the object with the id "window".
    public let xml: String
    /// Popovers are attached with gtk_widget_set_parent, which GtkBuilder cannot express: each
    /// line is "<popover id> <parent id>" for objects in `xml`.
    public let popoverParents: String
    /// Widgets whose children the walk does not know how to rebuild (their own are left out).
    public let unsupported: [String]

    public init(xml: String, popoverParents: String, unsupported: [String]) {
        self.xml = xml
        self.popoverParents = popoverParents
        self.unsupported = unsupported
    }

    /// Builds the window again in this process, as the benchmark's C program does; throws
    /// GtkBuilder's message when the XML does not build.
    @MainActor
    public func makeWindow() throws(BuilderReplicaError) -> Window {
        guard let builder = gtk_builder_new() else { throw BuilderReplicaError(message: "no GtkBuilder") }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard Bool(gtk_builder_add_from_string(builder, xml, -1, &error)),
              let window = gtk_builder_get_object(builder, "window") else {
            defer { if error != nil { g_error_free(error) } }
            throw BuilderReplicaError(message: error.map { string($0.pointee.message) } ?? "no object with the id \"window\"")
        }
        for line in popoverParents.split(separator: "\n") {
            let ids = line.split(separator: " ").map(String.init)
            guard ids.count == 2, let popover = gtk_builder_get_object(builder, ids[0]),
                  let parent = gtk_builder_get_object(builder, ids[1]) else { continue }
            gtk_widget_set_parent(cast(UnsafeMutableRawPointer(popover)), cast(UnsafeMutableRawPointer(parent)))
        }
        return Window(retainingWindow: UnsafeMutableRawPointer(window))
    }
}

/// Why a replica did not build.
public struct BuilderReplicaError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "The window's GtkBuilder replica does not build: \(message)" }
}

extension Window {
    /// The window's widgets (popovers included), with every plain property that differs from a
    /// new widget of its type, and their CSS classes. Not replicated: event controllers, signal handlers,
    /// accessible properties and relations, and list rows (a list view gets an empty model).
    public func builderReplica() -> BuilderReplica {
        var walk = BuilderWalk()
        defer { walk.freePristines() }
        walk.object(widgetPointer, id: "window", indent: "  ")
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n" + walk.output + walk.popovers + "</interface>\n"
        return BuilderReplica(xml: xml, popoverParents: walk.popoverParents, unsupported: walk.unsupported)
    }
}

/// Writes one object and, for the containers it knows, the children their owner added (not the
/// ones a widget makes for itself, like an entry's text or a button's label).
@MainActor
private struct BuilderWalk {
    /// A child as GtkBuilder adds it: the widget, its child type ("titlebar", "overlay"...) and
    /// its layout properties (a grid cell).
    typealias Child = (widget: UnsafeMutablePointer<GtkWidget>, type: String?, layout: [(String, String)])

    var output = ""
    var popovers = ""
    var popoverParents = ""
    var unsupported: [String] = []
    private var nextID = 0
    /// A new object of each type met: GtkBuilder starts from one, so what is written is what
    /// differs from it (a button is focusable unless told otherwise, whatever GtkWidget's default).
    private var pristines: [GType: gpointer] = [:]

    mutating func freePristines() {
        for pristine in pristines.values { entrydesk_pristine_free(pristine) }
        pristines = [:]
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ typeName: String) -> Bool {
        let type = g_type_from_name(typeName)
        return type != 0 && Bool(g_type_is_a(entrydesk_object_type(widget), type))
    }

    private static func escaped(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? ""
    }

    private mutating func newID() -> String {
        nextID += 1
        return "w\(nextID)"
    }

    mutating func object(_ widget: UnsafeMutablePointer<GtkWidget>, id: String, indent: String, layout: [(String, String)] = []) {
        let typeName = string(entrydesk_object_type_name(widget))
        output += "\(indent)<object class=\"\(typeName)\" id=\"\(id)\">\n"
        properties(of: widget, indent: indent + "  ", isRoot: id == "window")
        // In any order: GTK adds some itself (a box's orientation) before the builder's.
        let classes = Widget.classes(of: widget).sorted()
        if !classes.isEmpty {
            output += "\(indent)  <style>" + classes.map { "<class name=\"\(Self.escaped($0))\"/>" }.joined() + "</style>\n"
        }
        if Self.isA(widget, "GtkListView") {
            output += "\(indent)  <property name=\"factory\"><object class=\"GtkSignalListItemFactory\"/></property>\n"
            output += "\(indent)  <property name=\"model\"><object class=\"GtkNoSelection\"><property name=\"model\">"
                + "<object class=\"GtkStringList\"/></property></object></property>\n"
        }
        for (child, type, layout) in children(of: widget) {
            if Self.isA(child, "GtkPopover") {
                let popoverID = newID()
                popoverParents += "\(popoverID) \(id)\n"
                let saved = output
                output = ""
                object(child, id: popoverID, indent: "  ")
                popovers += output
                output = saved
                continue
            }
            output += "\(indent)  <child\(type.map { " type=\"\($0)\"" } ?? "")>\n"
            object(child, id: newID(), indent: indent + "    ", layout: layout)
            output += "\(indent)  </child>\n"
        }
        if !layout.isEmpty {
            output += "\(indent)  <layout>" + layout.map { "<property name=\"\($0.0)\">\($0.1)</property>" }.joined() + "</layout>\n"
        }
        output += "\(indent)</object>\n"
    }

    private mutating func properties(of widget: UnsafeMutablePointer<GtkWidget>, indent: String, isRoot: Bool) {
        var count: guint = 0
        guard let specs = entrydesk_object_properties(widget, &count) else { return }
        defer { g_free(specs) }
        let type = entrydesk_object_type(widget)
        let pristine = pristines[type] ?? entrydesk_pristine_new(widget)
        pristines[type] = pristine
        for index in 0..<Int(count) {
            guard let spec = specs[index] else { continue }
            let name = string(spec.pointee.name)
            // The classes are written as a style; the window is shown by whoever builds it.
            if name == "css-classes" || (isRoot && name == "visible") { continue }
            if let text = takeString(entrydesk_property_builder_text(widget, pristine, spec.pointee.name)) {
                output += "\(indent)<property name=\"\(name)\">\(Self.escaped(text))</property>\n"
            }
        }
    }

    /// The children the widget's owner added, each with its GtkBuilder child type and layout
    /// properties.
    private mutating func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [Child] {
        var all: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            all.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        // A drop-down and a menu button make their popovers themselves.
        let makesOwnPopover = Self.isA(widget, "GtkDropDown") || Self.isA(widget, "GtkMenuButton")
        let attachedPopovers = makesOwnPopover ? []
            : all.filter { Self.isA($0, "GtkPopover") }.map { Child($0, nil, []) }
        let owned: [Child]
        if Self.isA(widget, "GtkWindow") {
            let window: UnsafeMutablePointer<GtkWindow> = cast(widget)
            owned = [gtk_window_get_titlebar(window).map { ($0, "titlebar", []) },
                     gtk_window_get_child(window).map { ($0, nil, []) }].compactMap { $0 }
        } else if Self.isA(widget, "GtkHeaderBar") {
            owned = headerBarChildren(all)
        } else if Self.isA(widget, "GtkBox") || Self.isA(widget, "GtkListBox") {
            owned = all.filter { !Self.isA($0, "GtkPopover") }.map { ($0, nil, []) }
        } else if Self.isA(widget, "GtkGrid") {
            owned = all.filter { !Self.isA($0, "GtkPopover") }.map { child in
                var column: gint = 0, row: gint = 0, width: gint = 0, height: gint = 0
                gtk_grid_query_child(cast(widget), child, &column, &row, &width, &height)
                return (child, nil, [("column", "\(column)"), ("row", "\(row)"), ("column-span", "\(width)"), ("row-span", "\(height)")])
            }
        } else if Self.isA(widget, "GtkOverlay") {
            let main = gtk_overlay_get_child(OpaquePointer(widget))
            owned = all.filter { !Self.isA($0, "GtkPopover") }.map { ($0, $0 == main ? nil : "overlay", []) }
        } else if Self.isA(widget, "GtkScrolledWindow") {
            owned = gtk_scrolled_window_get_child(OpaquePointer(widget)).map { [($0, nil, [])] } ?? []
        } else if Self.isA(widget, "GtkViewport") {
            owned = gtk_viewport_get_child(OpaquePointer(widget)).map { [($0, nil, [])] } ?? []
        } else if Self.isA(widget, "GtkRevealer") {
            owned = gtk_revealer_get_child(OpaquePointer(widget)).map { [($0, nil, [])] } ?? []
        } else if Self.isA(widget, "GtkPopover") {
            owned = gtk_popover_get_child(cast(widget)).map { [($0, nil, [])] } ?? []
        } else if Self.isA(widget, "GtkButton") {
            // A button given a label or an icon makes its child; one given a child has it alone.
            let button: UnsafeMutablePointer<GtkButton> = cast(widget)
            let makesChild = gtk_button_get_label(button) != nil || gtk_button_get_icon_name(button) != nil
            owned = makesChild ? [] : gtk_button_get_child(button).map { [($0, nil, [])] } ?? []
        } else {
            // Widgets that make their own children (entries, labels, images, scrollbars...).
            let known = ["GtkEntry", "GtkText", "GtkLabel", "GtkImage", "GtkSeparator", "GtkScrollbar", "GtkListView",
                         "GtkPasswordEntry", "GtkDropDown", "GtkMenuButton", "GtkSwitch", "GtkCheckButton", "GtkSpinButton"]
            if !known.contains(where: { Self.isA(widget, $0) }) && all.contains(where: { !Self.isA($0, "GtkPopover") }) {
                unsupported.append(string(entrydesk_object_type_name(widget)))
            }
            owned = []
        }
        return owned + attachedPopovers
    }

    /// A header bar's packed widgets: after the window controls at the start, and before them at
    /// the end, where each `pack_end` goes in front of the previous one.
    private func headerBarChildren(_ handles: [UnsafeMutablePointer<GtkWidget>]) -> [Child] {
        guard let handle = handles.first(where: { Self.isA($0, "GtkWindowHandle") }),
              let centerBox = gtk_window_handle_get_child(OpaquePointer(handle)) else { return [] }
        func packed(_ box: UnsafeMutablePointer<GtkWidget>?) -> [UnsafeMutablePointer<GtkWidget>] {
            var result: [UnsafeMutablePointer<GtkWidget>] = []
            var child = box.flatMap { gtk_widget_get_first_child($0) }
            while let current = child {
                if !Self.isA(current, "GtkWindowControls") { result.append(current) }
                child = gtk_widget_get_next_sibling(current)
            }
            return result
        }
        let center = OpaquePointer(centerBox)
        return packed(gtk_center_box_get_start_widget(center)).map { ($0, "start", []) }
            + packed(gtk_center_box_get_end_widget(center)).reversed().map { ($0, "end", []) }
    }
}
