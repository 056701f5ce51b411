import CGtk

/// A GLib timeout running a closure on the main loop; cancelled by `cancel()` or when released.
@MainActor
public final class MainLoopTimer {
    private var sourceID: guint = 0

    /// Runs `action` once after `milliseconds`.
    public static func once(after milliseconds: Int, _ action: @escaping @MainActor () -> Void) -> MainLoopTimer {
        oneShot(after: milliseconds, action)
    }

    /// Runs `action` once when the main loop has nothing more urgent to do: after pending input,
    /// layout and drawing (GTK draws at a higher priority than idle), like `g_idle_add`.
    public static func whenIdle(_ action: @escaping @MainActor () -> Void) -> MainLoopTimer {
        oneShot(after: nil, action)
    }

    /// Runs `action` once, after `milliseconds` or when idle for nil.
    private static func oneShot(after milliseconds: Int?, _ action: @escaping @MainActor () -> Void) -> MainLoopTimer {
        let timer = MainLoopTimer()
        timer.start(milliseconds) { [weak timer] in
            timer?.sourceID = 0
            action()
            return false
        }
        return timer
    }

    /// Runs `action` every `milliseconds` until it returns false or the timer is cancelled.
    public static func repeating(every milliseconds: Int, _ action: @escaping @MainActor () -> Bool) -> MainLoopTimer {
        let timer = MainLoopTimer()
        timer.start(milliseconds) { [weak timer] in
            let again = action()
            if !again { timer?.sourceID = 0 }
            return again
        }
        return timer
    }

    /// Whether the timer is still scheduled.
    public var isScheduled: Bool { sourceID != 0 }

    /// Stops the timer; the closure will not run again.
    public func cancel() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }

    /// Schedules `tick` after `milliseconds`, or when idle for nil.
    private func start(_ milliseconds: Int?, _ tick: @escaping @MainActor () -> Bool) {
        let box = Unmanaged.passRetained(ClosureBox<SignalThunk.Bool0>(tick)).toOpaque()
        let dispatch: GSourceFunc = { data in
            guard let handler = unboxHandler(data, as: SignalThunk.Bool0.self) else { return 0 }
            return gboolean(MainActor.assumeIsolated { handler() })
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        if let milliseconds {
            sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(0, milliseconds)), dispatch, box, release)
        } else {
            sourceID = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, dispatch, box, release)
        }
    }

    isolated deinit { cancel() }
}
