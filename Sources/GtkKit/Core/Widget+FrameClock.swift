import CGtk

extension Widget {
    /// How many frames the widget's window has drawn (nil before it is realized): wait for it to
    /// grow to know that a state change has reached the screen.
    public var drawnFrameCount: Int? {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return nil }
        return Int(gdk_frame_clock_get_frame_counter(clock))
    }

    /// Calls `handler` once, when the widget's window has painted its next frame (the frame
    /// clock's "after-paint"), and asks for that frame so that one comes even when nothing
    /// changed. Does nothing before the widget is realized.
    public func onNextFramePainted(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
        var connection: SignalHandle?
        connection = connectSignal(
            UnsafeMutableRawPointer(clock), "after-paint",
            {
                connection?.disconnect()
                connection = nil
                handler()
            } as SignalThunk.Void0, thunk: unsafeBitCast(SignalThunk.void0, to: GCallback.self))
        gtk_widget_queue_draw(widgetPointer)
    }
}
