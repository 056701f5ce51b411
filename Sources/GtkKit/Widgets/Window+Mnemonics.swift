import CGtk

extension Window {
    /// Whether the window underlines its access keys ("_Save" shows "S" underlined). GTK shows
    /// them only while Alt is held; with `keepsMnemonicsVisible` they stay shown.
    public var mnemonicsVisible: Bool {
        get { Bool(gtk_window_get_mnemonics_visible(windowPointer)) }
        set { gtk_window_set_mnemonics_visible(windowPointer, gboolean(newValue)) }
    }

    /// Shows the access keys always: GTK hides them again when Alt is released or the window
    /// loses focus (it maintains `mnemonics-visible` from the keyboard), so each time it does,
    /// they are shown again. For windows used from the keyboard; not the kiosk's touch screen.
    public func keepMnemonicsVisible() {
        mnemonicsVisible = true
        onNotify("mnemonics-visible") { [weak self] in
            guard let self, !self.mnemonicsVisible else { return }
            self.mnemonicsVisible = true
        }
    }
}
