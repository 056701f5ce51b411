import CGtk

/// GTK's keyboard shortcuts window, built from sections of (accelerator, title) pairs.
///
/// GTK 4.8 builds a GtkShortcutsWindow only from GtkBuilder XML, so this writes that XML. GTK
/// puts two columns on a page and never wraps a shortcut's title: a long title (German) made
/// the window 1541 px wide. Here titles wrap at `titleWidthChars`, and a column holds
/// `linesPerColumn` lines (a group's title and each shortcut one each) before the next column.
/// GTK makes a page of every two columns, and with more than one page it shuffled the groups
/// when it laid them out again (one page showed the first and the last group): groups too many
/// for one page go into sections instead, chosen by their title in the header bar.
@MainActor
public final class ShortcutsWindow {
    /// A group of shortcuts with a title.
    public struct Group: Sendable {
        public let title: String
        public let shortcuts: [(accelerator: String, title: String)]
        public init(title: String, shortcuts: [(accelerator: String, title: String)]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// Groups shown together, a page at most; its title names it in the header bar.
    public struct Section: Sendable {
        public let title: String
        public let groups: [Group]
        public init(title: String, groups: [Group]) {
            self.title = title
            self.groups = groups
        }
    }

    /// The window (the gallery measures and renders it).
    public let window: Window

    /// A shortcuts window listing `groups`, transient for `parent`.
    public convenience init?(groups: [Group], parent: Window?) {
        self.init(sections: [Section(title: "", groups: groups)], parent: parent)
    }

    /// A shortcuts window listing `sections`, transient for `parent`; nil arguments keep GTK's layout.
    public init?(sections: [Section], parent: Window?, linesPerColumn: Int? = nil, titleWidthChars: Int? = nil) {
        let xml = ShortcutsWindow.builderXML(sections, linesPerColumn: linesPerColumn)
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        window = Window(retainingWindow: UnsafeMutableRawPointer(object))
        window.setTransient(for: parent)
        window.isModal = true
        if let titleWidthChars { Self.wrapTitles(in: window.widgetPointer, widthChars: titleWidthChars) }
    }

    /// Lets every shortcut's title wrap at `widthChars` (the accelerator's key caps are labels
    /// too, inside a GtkShortcutLabel: they stay whole; so does the window's title).
    private static func wrapTitles(in widget: UnsafeMutablePointer<GtkWidget>, widthChars: Int, inShortcut: Bool = false) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            let type = string(entrydesk_object_type_name(current))
            if type == "GtkShortcutLabel" { continue }
            if type == "GtkLabel", inShortcut {
                gtk_label_set_wrap(OpaquePointer(current), 1)
                gtk_label_set_wrap_mode(OpaquePointer(current), PANGO_WRAP_WORD_CHAR)
                gtk_label_set_max_width_chars(OpaquePointer(current), Int32(widthChars))
            }
            wrapTitles(in: current, widthChars: widthChars, inShortcut: inShortcut || type == "GtkShortcutsShortcut")
        }
    }

    /// Shows the window.
    public func present() { window.present() }

    static func builderXML(_ sections: [Section], linesPerColumn: Int? = nil) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var xml = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
        for (index, section) in sections.enumerated() {
            xml += #"<child><object class="GtkShortcutsSection"><property name="section-name">shortcuts-\#(index)</property>"#
            if !section.title.isEmpty { xml += #"<property name="title">\#(escape(section.title))</property>"# }
            if let linesPerColumn { xml += #"<property name="max-height">\#(linesPerColumn)</property>"# }
            for group in section.groups {
                xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(escape(group.title))</property>"#
                for shortcut in group.shortcuts {
                    xml +=
                        #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(escape(shortcut.accelerator))</property>"#
                    xml += #"<property name="title">\#(escape(shortcut.title))</property></object></child>"#
                }
                xml += "</object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></interface>"
        return xml
    }
}
