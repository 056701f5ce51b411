import CGtk

extension Widget {
    /// Closes every popover open inside this widget. Call it before the window goes: an
    /// autohide popover holds the pointer, and one left open outlives its window's surface.
    public func closeOpenPopovers() {
        for popover in PopoverSnapshot.shownPopovers(in: widgetPointer) {
            gtk_popover_popdown(cast(popover))
        }
    }
}
