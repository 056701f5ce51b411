import Foundation

extension Thread {
    /// Blocks the calling thread for `duration` (the store's waits run on GRDB's queues, not
    /// in async code).
    static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
}
