import CGtk

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Drains the dispatch main queue from inside the GLib main loop.
///
/// While `g_application_run` owns the main thread nothing else drains the main queue, so
/// `Task { @MainActor in }`, `await MainActor.run` and `DispatchQueue.main.async` would never run.
/// libdispatch signals pending main-queue work on an eventfd; watching it with `g_unix_fd_add`
/// and calling dispatch's callback is what CoreFoundation's run loop does on Linux.
public enum MainQueueBridge {
    nonisolated(unsafe) private static var sourceID: guint = 0

    /// Installs the bridge once (idempotent); call on the main thread before running the loop.
    @MainActor
    public static func install() {
        guard sourceID == 0 else { return }
        let fd = dispatchMainQueueHandle()
        guard fd >= 0 else { return }
        sourceID = g_unix_fd_add(
            fd, G_IO_IN,
            { fd, _, _ in
                entrydesk_drain_eventfd(fd)
                dispatchMainQueueCallback(nil)
                return 1
            }, nil)
    }
}
