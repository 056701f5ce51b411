import CGtk

extension Widget {
    /// How many frames the widget's window has drawn (nil before it is realized): wait for it to
    /// grow to know that a state change has reached the screen.
    public var drawnFrameCount: Int? {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return nil }
        return Int(gdk_frame_clock_get_frame_counter(clock))
    }
}
