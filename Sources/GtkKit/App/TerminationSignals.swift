import CGtk
import Glibc

/// SIGTERM, SIGINT and SIGHUP handled on the main loop (GLib's `g_unix_signal_add`) instead of
/// ending the process at once: the app can write what the person typed before it ends. A plain
/// C signal handler could do almost nothing safely; GLib turns the signal into a main-loop
/// event. Watching stops when the value is released.
@MainActor
public final class TerminationSignals {
    private var sourceIDs: [guint] = []

    /// Calls `handler` with the signal's number when one of them arrives.
    public init(_ signals: [Int32] = [SIGTERM, SIGINT, SIGHUP], handler: @escaping @MainActor (Int32) -> Void) {
        for signal in signals {
            let box = Unmanaged.passRetained(ClosureBox<SignalThunk.Void0>({ handler(signal) })).toOpaque()
            let dispatch: GSourceFunc = { data in
                guard let handler = unboxHandler(data, as: SignalThunk.Void0.self) else { return 0 }
                MainActor.assumeIsolated { handler() }
                return 1  // keep watching: a second SIGTERM while saving is handled the same way
            }
            let release: GDestroyNotify = { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            }
            sourceIDs.append(g_unix_signal_add_full(G_PRIORITY_HIGH, signal, dispatch, box, release))
        }
    }

    isolated deinit {
        for id in sourceIDs where id != 0 { g_source_remove(id) }
    }
}
