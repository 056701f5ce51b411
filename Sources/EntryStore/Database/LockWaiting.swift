import Foundation

/// How a connection waits for the write lock another connection holds (an import, a second
/// window): it tries again every millisecond, for up to ten seconds, then fails with
/// "database is locked".
///
/// SQLite's own `busy_timeout` sleeps longer and longer between tries (up to 100 ms), so a window
/// saving during an import kept missing the short gaps between the import's transactions and waited
/// for many of them (up to 10 s, then "database is locked"); every millisecond, it takes the first
/// gap (`ImportBatch.pauseBetweenTransactions`).
enum LockWaiting {
    /// How long a connection waits before giving up.
    static let patience = Duration.seconds(10)
    /// The time between two tries.
    static let interval = Duration.milliseconds(1)

    /// GRDB's busy callback: sleeps one `interval` and says whether to try again.
    @Sendable static func shouldRetry(numberOfTries: Int) -> Bool {
        guard interval * numberOfTries < patience else { return false }
        Thread.sleep(for: interval)
        return true
    }
}
