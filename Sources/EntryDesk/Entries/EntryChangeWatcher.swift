import EntryStore
import Foundation
import Synchronization

/// Notices, within `theme.duration.list.live-refresh`, that the saved entries changed anywhere:
/// an `entrydesk import` in a terminal, a second window or desk on the same file, the team
/// sync. It asks the database's entry generation (one row, on a read-only connection of its own,
/// on a thread of its own): the window's main thread never waits for it, and a draft written
/// a second after each key does not count as a change.
final class EntryChangeWatcher: Sendable {
    private let counter: ChangeCounter
    /// Between two checks; nil: only when asked (`checkNow`).
    private let interval: Duration?
    private let queue = DispatchQueue(label: "entrydesk.entry-changes", qos: .utility)
    private let stopped = Atomic<Bool>(false)
    private let onChange: @Sendable (Int) -> Void

    /// Calls `onChange` with the new generation, on the watcher's thread, after each change.
    init(store: EntryStore, every interval: Duration?, onChange: @escaping @Sendable (Int) -> Void) throws {
        counter = try ChangeCounter(store: store)
        self.interval = interval
        self.onChange = onChange
    }

    /// Starts watching; changes after `generation` (the one the list shows) are reported.
    func start(after generation: Int?) {
        guard interval != nil else { return }
        queue.async { [self] in check(after: generation) }
    }

    /// Asks at once (the window is back in front, a sync pass ended): the generation comes to
    /// `onChange` whether it changed or not; the list compares it with the one it shows.
    func checkNow() {
        queue.async { [self] in
            guard !stopped.load(ordering: .relaxed), let now = try? counter.value() else { return }
            onChange(now)
        }
    }

    /// Stops watching (a check under way ends without reporting).
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    private func check(after seen: Int?) {
        guard !stopped.load(ordering: .relaxed) else { return }
        var last = seen
        // A database that cannot be read now (being replaced, a disk error) is asked again
        // next time; the list itself reports read errors.
        if let now = try? counter.value(), now != seen {
            last = now
            if seen != nil { onChange(now) }
        }
        guard let interval else { return }
        let (seconds, attoseconds) = interval.components
        let delay = Double(seconds) + Double(attoseconds) / 1e18
        queue.asyncAfter(deadline: .now() + delay) { [weak self, last] in self?.check(after: last) }
    }
}
