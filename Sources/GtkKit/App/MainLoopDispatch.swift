import CGtk

/// Hands work from any thread to the GLib main loop.
///
/// Unlike a main-actor task, which waits for the dispatch main queue, this runs from the next
/// GLib iteration on the main thread, so it also runs while a main-actor job spins the loop
/// itself (a test body or the gallery waiting on `GtkRuntime.runUntil`).
public enum MainLoopDispatch {
    /// Runs `work` on the main thread from the GLib main loop, once.
    public static func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        idle(priority: G_PRIORITY_DEFAULT, work)
    }

    /// Runs `work` on the main thread once the events already waiting have been handled (an idle
    /// of low priority: GDK's events, replayed keys among them, come first).
    public static func afterPendingEvents(_ work: @escaping @Sendable @MainActor () -> Void) {
        idle(priority: G_PRIORITY_LOW, work)
    }

    private static func idle(priority: Int32, _ work: @escaping @Sendable @MainActor () -> Void) {
        let box = Unmanaged.passRetained(ClosureBox<@Sendable @MainActor () -> Void>(work)).toOpaque()
        // g_idle_add_full is thread-safe: it attaches to the default main context.
        g_idle_add_full(
            priority,
            { data in
                guard let handler = unboxHandler(data, as: (@Sendable @MainActor () -> Void).self) else { return 0 }
                MainActor.assumeIsolated { handler() }
                return 0
            }, box,
            { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            })
    }
}
