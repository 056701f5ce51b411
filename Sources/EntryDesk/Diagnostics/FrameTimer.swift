import Foundation
import GtkKit

/// Times the window's frames for a while, the window redrawing without pause, and reports
/// "frames <count> <p50 ms> <p99 ms> <longest ms>": a main thread that stalls (waiting for a
/// database, say) shows as a long frame. For `entrydesk-bench frames` (`StartupProbe`).
@MainActor
final class FrameTimer {
    private let window: Window
    private let end: Int
    private var last: Int?
    private var intervals: [Double] = []
    private let done: @MainActor (String) -> Void

    init(window: Window, seconds: Double, done: @escaping @MainActor (String) -> Void) {
        self.window = window
        end = StartupTrace.monotonicNanoseconds() + Int(seconds * 1e9)
        self.done = done
        next()
    }

    private func next() {
        window.onNextFramePainted { [weak self] in
            guard let self else { return }
            let now = StartupTrace.monotonicNanoseconds()
            if let last = self.last { self.intervals.append(Double(now - last) / 1e6) }
            self.last = now
            guard now >= self.end else { return self.next() }
            let sorted = self.intervals.sorted()
            func rank(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)] }
            self.done(String(format: "frames %d %.2f %.2f %.2f", sorted.count, rank(0.5), rank(0.99), sorted.last ?? 0))
        }
    }
}
