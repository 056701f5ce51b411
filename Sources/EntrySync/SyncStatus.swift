import Foundation

/// What the window's indicator shows: synced, entries waiting, offline since when and why.
public struct SyncStatus: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        /// Not tried yet since start.
        case starting
        /// The last pass worked.
        case synced(at: Date)
        /// The server cannot be reached since `since` (network, server down); `reason` in words.
        case offline(since: Date, reason: String)
        /// The server answers but refuses (password, privileges, a newer schema): the error
        /// in words, which a person must act on.
        case failing(since: Date, reason: String)
    }

    public let state: State
    /// Entries changed here and not yet confirmed by the server.
    public let waiting: Int
    /// Entries the pass sent or received (0: the local database is as it was).
    public let moved: Int
    /// The version of the team's form the pass received and kept (nil: none came): keyed from
    /// the next start, the window tells the person so.
    public let receivedForm: String?

    public init(state: State, waiting: Int, moved: Int = 0, receivedForm: String? = nil) {
        self.state = state
        self.waiting = waiting
        self.moved = moved
        self.receivedForm = receivedForm
    }
}

/// When passes run: soon after a save, every few seconds otherwise, and after a failure with a
/// wait that doubles up to a ceiling.
public struct SyncTiming: Sendable {
    public var afterChange: Duration = .milliseconds(200)
    public var interval: Duration = .seconds(5)
    public var firstRetry: Duration = .seconds(1)
    public var longestRetry: Duration = .seconds(60)

    public init() {}

    /// The wait after `failures` failed passes in a row.
    func retryDelay(after failures: Int) -> Duration {
        let doubled = firstRetry * (1 << min(max(failures - 1, 0), 16))
        return min(doubled, longestRetry)
    }
}
