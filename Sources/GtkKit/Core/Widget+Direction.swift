import CGtk

extension Widget {
    /// Whether widgets created from now on lay out right to left (Arabic, Hebrew): boxes start
    /// at the right, labels align right, icons named `…-rtl` replace their mirrored twins.
    ///
    /// GTK sets it at start-up from its own catalogue's translation of "default:LTR"; the app
    /// sets it again from its own, so that the window's direction is the language it speaks.
    @MainActor
    public static var defaultIsRightToLeft: Bool {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
        set { gtk_widget_set_default_direction(newValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Keeps this widget and its parts left to right whatever the interface's direction: what
    /// is written in Latin digits and letters in every language (an amount, a postcode, a
    /// reference, an IBAN) reads and edits the same way, and its cursor moves as the text does.
    /// The parts too: a GTK 4 widget takes the default direction, not its parent's (an entry's
    /// text would otherwise stay right to left inside a left-to-right entry).
    public func keepLeftToRight() {
        func setLeftToRight(_ widget: UnsafeMutablePointer<GtkWidget>) {
            gtk_widget_set_direction(widget, GTK_TEXT_DIR_LTR)
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                setLeftToRight(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        setLeftToRight(widgetPointer)
    }
}
