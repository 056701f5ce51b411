import CGtk

extension Window {
    /// Keeps every text field in the window from opening its context menu (Cut, Copy, Paste,
    /// Select All, Insert Emoji), for a public terminal: the secondary click and the keys that
    /// open it (Menu, Shift+F10) stop at the window, before any widget sees them.
    ///
    /// At the window rather than on each field: fields made later (another country's address
    /// lines, a search page) are covered too. Nothing else in such a window may use a secondary
    /// click. GTK 4.8's GtkText opens its menu straight from its click gesture, without its
    /// `menu.popup` action: disabling that action stops only the keys (docs/GTK-4.8-FACTS.md).
    public func suppressContextMenus() {
        let click = ClickGesture()
        gtk_gesture_single_set_button(OpaquePointer(click.objectPointer), guint(GDK_BUTTON_SECONDARY))
        click.setPhase(.capture)
        // The gesture outlives this function as the window's controller; its pointer is only
        // used while it emits.
        nonisolated(unsafe) let gesture = click.objectPointer
        // Claimed on the press: a press event of a claimed sequence goes no further.
        click.onPressed { _ in gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED) }
        addController(click)

        let keys = KeyController()
        keys.setPhase(.capture)
        keys.onKeyPressed { key, modifiers in
            key == .menu || (key == .f10 && modifiers.contains(.shift))
        }
        addController(keys)
    }
}
