import CGtk

/// A push button with a label or an icon.
@MainActor
public final class Button: Widget {
    /// A button with a text label (`_` marks a mnemonic).
    public init(label: String, mnemonic: Bool = false) {
        super.init(taking: constructed(mnemonic ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label), "GtkButton"))
        if mnemonic { dropRawMnemonicName() }
    }

    /// A button showing a named icon; give it an accessible label.
    public init(iconName: String) {
        super.init(taking: constructed(gtk_button_new_from_icon_name(iconName), "GtkButton"))
        dropChildName()
    }

    /// GTK 4.8 has a button labelled by its icon, an image named "GtkImage": Orca said
    /// "GtkImage New entry push button". The button's own label is its name alone.
    private func dropChildName() {
        gtk_accessible_reset_relation(OpaquePointer(objectPointer), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }

    private var buttonPointer: UnsafeMutablePointer<GtkButton> { cast(objectPointer) }

    /// The label text.
    public var label: String {
        get { string(gtk_button_get_label(buttonPointer)) }
        set {
            gtk_button_set_label(buttonPointer, newValue)
            if Bool(gtk_button_get_use_underline(buttonPointer)) { dropRawMnemonicName() }
        }
    }

    /// GTK 4.8 gives a mnemonic button the raw label ("_Save") as its accessible label and adds
    /// the shown text, naming it "_Save Save" on the bus: drop the raw one, keep "Save".
    private func dropRawMnemonicName() {
        gtk_accessible_reset_property(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_LABEL)
    }
    /// Shows another named icon.
    public func setIconName(_ name: String) { gtk_button_set_icon_name(buttonPointer, name) }
    /// Whether the button has no frame (for icon buttons inside a field).
    public var hasFrame: Bool {
        get { Bool(gtk_button_get_has_frame(buttonPointer)) }
        set { gtk_button_set_has_frame(buttonPointer, gboolean(newValue)) }
    }
    /// Puts another widget inside the button.
    public func setChild(_ child: Widget?) {
        gtk_button_set_child(buttonPointer, child?.widgetPointer)
        dropChildName()
    }
    /// Calls `handler` on click, Enter or Space.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("clicked", handler: handler) }
    /// Calls `handler` when the button is activated from the keyboard (its access key, Enter,
    /// Space): GTK shows it pressed and emits `clicked` a moment later (250 ms, or the key's release).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("activate", handler: handler) }
    /// Calls `handler` after every other `clicked` handler has run.
    @discardableResult
    public func onClickedAfterAll(_ handler: @escaping @MainActor () -> Void) -> SignalHandle {
        connectSignal(
            objectPointer, "clicked", handler as SignalThunk.Void0, thunk: unsafeBitCast(SignalThunk.void0, to: GCallback.self), after: true
        )
    }
    /// Emits `clicked` as if a person clicked.
    public func click() { entrydesk_signal_emit_void(objectPointer, "clicked") }
}
