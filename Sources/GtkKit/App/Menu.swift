import CGtk

/// A menu model (GMenu): items that run actions by their detailed names ("app.preferences"),
/// grouped in sections that GTK draws with separators between them.
///
/// The menu holds the names only: the actions live on the application (or a window) and a
/// menu button finds them through its ancestors, so an item whose action is disabled greys out.
@MainActor
public final class Menu: ObjectReference {
    /// An empty menu.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(constructed(g_menu_new(), "GMenu")))
    }

    var menuPointer: OpaquePointer { OpaquePointer(objectPointer) }
    /// The same object as the GMenuModel GTK's menu widgets take.
    var modelPointer: UnsafeMutablePointer<GMenuModel> { cast(objectPointer) }

    /// Adds an item labelled `label` (`_` marks a mnemonic) that runs `action`; the action's
    /// accelerators are shown beside it by GTK.
    public func append(_ label: String, action: String) {
        g_menu_append(menuPointer, label, action)
    }

    /// Adds `section` as a group of its own (GTK draws a separator before it).
    public func appendSection(_ section: Menu) {
        // The menu adds its own reference to the section's model.
        g_menu_append_section(menuPointer, nil, section.modelPointer)
    }

    /// The labels of the items, sections flattened, in order (for tests and diagnostics).
    public var itemLabels: [String] { Self.labels(of: modelPointer) }

    private static func labels(of model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        var result: [String] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let section = g_menu_model_get_item_link(model, index, G_MENU_LINK_SECTION) {
                result += labels(of: section)
                g_object_unref(UnsafeMutableRawPointer(section))
            } else if let value = g_menu_model_get_item_attribute_value(model, index, G_MENU_ATTRIBUTE_LABEL, nil) {
                result.append(string(g_variant_get_string(value, nil)))
                g_variant_unref(value)
            }
        }
        return result
    }
}
