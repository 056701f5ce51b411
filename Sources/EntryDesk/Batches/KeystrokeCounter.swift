import EntryStore
import Foundation
import GtkKit

/// Counts the operator's keystrokes in the desk's window (each key that types or acts; Shift,
/// Ctrl and the like alone are not keystrokes) and their keying time, pauses left out
/// (`KeystrokeTally`), and hands them to the store with each save and at closing
/// (`Operators.recordActivity`): the operator's statistics.
@MainActor
final class KeystrokeCounter {
    private var tally: KeystrokeTally
    private let start = ContinuousClock.now

    /// Counts the keys of `window`, before any widget handles them; a gap of `pauseSeconds` or
    /// more between two keys is a pause.
    init(window: Window, pauseSeconds: Double) {
        tally = KeystrokeTally(pause: pauseSeconds)
        let keys = KeyController()
        keys.setPhase(.capture)
        keys.onKeyPressed { [weak self] key, _ in
            guard let self, !key.isModifier else { return false }
            let elapsed = ContinuousClock.now - self.start
            self.tally.key(at: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            return false
        }
        window.addController(keys)
    }

    /// Writes what was counted since the last time, for `who` (in `batch` when one is being
    /// verified), through `writer`.
    func flush(for who: OperatorStamp, in batch: Batch? = nil, through writer: StoreWriter) {
        let taken = tally.take()
        guard taken.keystrokes > 0 else { return }
        writer.write(
            { store in
                try store.operators.recordActivity(
                    of: who, keystrokes: taken.keystrokes, activeSeconds: taken.activeSeconds, inBatch: batch)
            }, then: { _ in })
    }
}
