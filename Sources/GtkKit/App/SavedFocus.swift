import CGtk

/// What had the keyboard focus in a window, to give it back later: a dialog closed over the
/// window hands the operator's next key to the field they left, not to the menu button that
/// opened it nor to nothing.
@MainActor
public final class SavedFocus {
    private let window: WeakObjectPointer
    private let widget: WeakObjectPointer?

    /// Remembers what has focus in `window` now.
    public init(of window: Window) {
        self.window = WeakObjectPointer(window.objectPointer)
        widget = gtk_root_get_focus(OpaquePointer(window.widgetPointer)).map { WeakObjectPointer(UnsafeMutableRawPointer($0)) }
    }

    /// Gives the focus back to the widget remembered, if it is still in the window and can take
    /// it; returns whether it did.
    @discardableResult
    public func restore() -> Bool {
        window.withObject { window -> Bool in
            widget?.withObject { widget -> Bool in
                let pointer = widget.assumingMemoryBound(to: GtkWidget.self)
                guard gtk_widget_get_root(pointer) == OpaquePointer(window), Bool(gtk_widget_is_visible(pointer)),
                    Bool(gtk_widget_is_sensitive(pointer))
                else { return false }
                // A text field gets the focus back as it was left: its text not selected (GTK
                // selects it all on a focus from the keyboard, and the next key would replace it).
                if Bool(entrydesk_is_text(pointer)) {
                    return Bool(
                        gtk_text_grab_focus_without_selecting(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkText.self)))
                }
                return Bool(gtk_widget_grab_focus(pointer))
            } ?? false
        } ?? false
    }
}
