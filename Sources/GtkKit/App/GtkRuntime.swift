import CGtk
import Foundation

/// GTK start-up: initialise once per process, with the main-queue bridge.
public enum GtkRuntime {
    nonisolated(unsafe) private static var initialized = false
    nonisolated(unsafe) private static var failed = false

    /// Initialises GTK; false when there is no display to connect to.
    @MainActor
    @discardableResult
    public static func initialize() -> Bool {
        if initialized { return true }
        // GTK must not be initialised twice after a failure (a second gtk_init_check crashes).
        if failed { return false }
        guard Bool(gtk_init_check()) else {
            failed = true
            return false
        }
        initialized = true
        MainQueueBridge.install()
        return true
    }

    /// Whether GTK is initialised.
    public static var isInitialized: Bool { initialized }

    /// Runs one pending iteration of the GLib loop without blocking; returns whether it did work.
    @MainActor
    @discardableResult
    public static func iterate() -> Bool { Bool(g_main_context_iteration(nil, 0)) }

    /// Runs the GLib loop until `condition` holds or `timeout` seconds pass; returns the condition.
    ///
    /// For tests and the gallery: it spins the real loop (events, layout, frames, timers), so
    /// waiting on a condition never needs a fixed sleep.
    @MainActor
    @discardableResult
    public static func runUntil(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return condition() }
            if g_main_context_iteration(nil, 0) == 0 {
                // Nothing pending: block briefly in poll so timers and X events can arrive.
                usleep(1000)
            }
        }
        return true
    }
}
