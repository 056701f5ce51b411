import GtkKit

extension Button {
    /// Keys typed after the button's access key (Alt+O, then the supervisor's ID) wait for what
    /// it does: GTK runs `clicked` a moment after a keyboard activation (it shows the button
    /// pressed first), and keys typed meanwhile would land in the field that had the focus, not
    /// in the dialog the button opens or the entry it brings up. They are held from the
    /// activation until every `clicked` handler has run, then go where the focus is.
    public func holdsKeysTypedWhileActivating() {
        var hold: TypeAhead.Hold?
        onActivate { [weak self] in
            guard let self else { return }
            hold?.end()
            hold = TypeAhead.holdKeys(near: self)
        }
        onClickedAfterAll {
            hold?.end()
            hold = nil
        }
    }
}
