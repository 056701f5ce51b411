import GtkKit

/// The parts of a window that suggestion lists must leave uncovered: the kiosk's on-screen
/// keyboard, whose keys must take every tap (a list drawn over them would take the tap and
/// pick an address instead). A list then opens on the side of its field with more room, no
/// taller than that room (`SuggestionPlacement`).
///
/// Widgets are held weakly; only those shown count, and only for fields in their window.
@MainActor
public enum KeepClearArea {
    private final class Held {
        weak var widget: Widget?
        init(_ widget: Widget) { self.widget = widget }
    }

    private static var held: [Held] = []

    /// Keeps suggestion lists off `widget` whenever it is shown.
    public static func add(_ widget: Widget) {
        held.removeAll { $0.widget == nil || $0.widget === widget }
        held.append(Held(widget))
    }

    /// Lets lists cover `widget` again.
    public static func remove(_ widget: Widget) {
        held.removeAll { $0.widget == nil || $0.widget === widget }
    }

    /// The frames (window coordinates) of the areas shown in `field`'s window.
    static func frames(near field: Widget) -> [WidgetFrame] {
        held.compactMap { entry in
            guard let widget = entry.widget, widget.isMapped, widget.sharesWindow(with: field) else { return nil }
            return widget.frameInWindow?.frame
        }
    }
}
