import CGtk

/// GTK's keyboard shortcuts window, built from sections of (accelerator, title) pairs.
///
/// GTK 4.8 builds a GtkShortcutsWindow only from GtkBuilder XML, so this writes that XML.
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

    private let window: Window

    /// A shortcuts window listing `groups`, transient for `parent`.
    public init?(groups: [Group], parent: Window?) {
        let xml = ShortcutsWindow.builderXML(groups)
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        window = Window(retainingWindow: UnsafeMutableRawPointer(object))
        window.setTransient(for: parent)
        window.isModal = true
    }

    /// Shows the window.
    public func present() { window.present() }

    static func builderXML(_ groups: [Group]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var xml = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
        xml += #"<child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>"#
        for group in groups {
            xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(escape(group.title))</property>"#
            for shortcut in group.shortcuts {
                xml += #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(escape(shortcut.accelerator))</property>"#
                xml += #"<property name="title">\#(escape(shortcut.title))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }
}
