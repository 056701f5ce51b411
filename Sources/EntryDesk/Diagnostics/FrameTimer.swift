import Foundation
import GtkKit

/// Times the window's frames for a while, the window redrawing without pause, and reports
/// "frames <count> <p50 ms> <p99 ms> <longest ms> <wait p50 ms> <wait p99 ms> <longest wait ms>":
/// a main thread that stalls (waiting for a database, say) shows as a long frame. The waits are
/// how late a callback due every few milliseconds ran: what a keystroke arriving then waits
/// before the main loop reads it. For `entrydesk-bench frames` (`StartupProbe`).
@MainActor
final class FrameTimer {
    private let window: Window
    private let end: Int
    private var last: Int?
    private var intervals: [Double] = []
    private var waits: [Double] = []
    private var probe: MainLoopTimer?
    private var lastProbe: Int?
    private let done: @MainActor (String) -> Void
    /// How often the main loop is asked to run a callback, in milliseconds.
    private static let probeEvery = 4

    init(window: Window, seconds: Double, done: @escaping @MainActor (String) -> Void) {
        self.window = window
        end = StartupTrace.monotonicNanoseconds() + Int(seconds * 1e9)
        self.done = done
        probe = MainLoopTimer.repeating(every: Self.probeEvery) { [weak self] in
            guard let self else { return false }
            let now = StartupTrace.monotonicNanoseconds()
            if let last = self.lastProbe { self.waits.append(max(0, Double(now - last) / 1e6 - Double(Self.probeEvery))) }
            self.lastProbe = now
            return true
        }
        next()
    }

    private func next() {
        window.onNextFramePainted { [weak self] in
            guard let self else { return }
            let now = StartupTrace.monotonicNanoseconds()
            if let last = self.last { self.intervals.append(Double(now - last) / 1e6) }
            self.last = now
            guard now >= self.end else { return self.next() }
            self.probe?.cancel()
            let sorted = self.intervals.sorted(), waits = self.waits.sorted()
            func rank(_ values: [Double], _ p: Double) -> Double {
                values.isEmpty ? 0 : values[min(values.count - 1, Int((p * Double(values.count)).rounded(.up)) - 1)]
            }
            self.done(String(format: "frames %d %.2f %.2f %.2f %.2f %.2f %.2f", sorted.count, rank(sorted, 0.5), rank(sorted, 0.99),
                             sorted.last ?? 0, rank(waits, 0.5), rank(waits, 0.99), waits.last ?? 0))
        }
    }
}
