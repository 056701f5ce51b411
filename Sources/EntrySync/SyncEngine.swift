import EntryStore
import Foundation
import TeamServer
import Logging

/// Keeps a desk's or a kiosk's entries in step with the team's server, on a thread of its own:
/// never on the GTK main thread, never holding the database longer than one batch. It connects
/// when it first needs to, runs a pass (`SyncPass`) soon after each change and every few
/// seconds, and after a failure (network, server down or restarted, password refused) tries
/// again by itself, waiting longer each time. Each pass's outcome goes to `report`.
public final class SyncEngine: @unchecked Sendable {
    private let store: EntryStore
    private let role: MachineRole
    private let connect: @Sendable () throws -> any SyncServer
    private let timing: SyncTiming
    private let report: @Sendable (SyncStatus) -> Void
    private let teamForm: TeamFormFile?
    private let logger = Logger(label: "entrydesk.sync")

    /// Guards everything below; the thread waits on it.
    private let condition = NSCondition()
    private var thread: Thread?
    private var stopping = false
    private var changedAt: ContinuousClock.Instant?
    private var finished = false

    /// With `teamForm`, each pass also fetches the team's form when the server has another
    /// version, and keeps it there for the next start.
    public init(
        store: EntryStore, role: MachineRole, timing: SyncTiming = SyncTiming(), teamForm: TeamFormFile? = nil,
        connect: @escaping @Sendable () throws -> any SyncServer,
        report: @escaping @Sendable (SyncStatus) -> Void
    ) {
        self.teamForm = teamForm
        self.store = store
        self.role = role
        self.timing = timing
        self.connect = connect
        self.report = report
    }

    /// Starts the thread; the first pass runs at once.
    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard thread == nil else { return }
        changedAt = .now
        let thread = Thread { [self] in runLoop() }
        thread.name = "entrydesk-sync"
        thread.qualityOfService = .utility
        self.thread = thread
        thread.start()
    }

    /// Something was saved: a pass runs soon (unless waiting out a failure).
    public func changed() {
        condition.lock()
        if changedAt == nil { changedAt = .now }
        condition.signal()
        condition.unlock()
    }

    /// Stops after the batch in progress, and waits up to `timeout` for that.
    public func stop(timeout: Duration = .seconds(5)) {
        condition.lock()
        stopping = true
        condition.broadcast()
        let deadline = Date().addingTimeInterval(Double(timeout.components.seconds))
        while thread != nil, !finished, condition.wait(until: deadline) {}
        condition.unlock()
    }

    private var shouldStop: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    private func runLoop() {
        BackgroundPriority.lowerThisThread()
        var server: (any SyncServer)?
        var failures = 0
        var offlineSince: Date?
        var recordedSuccess: ContinuousClock.Instant?
        var recordedError: String?
        while waitForNextPass(failures: failures) {
            do {
                let connected = try server ?? connect()
                server = connected
                let moved = try SyncPass(store: store, server: connected, role: role, teamForm: teamForm).run { shouldStop }
                var receivedForm: String?
                switch moved.form {
                case .kept(let version):
                    receivedForm = version
                    logger.info("received the team's form \(version): it is used from the next start")
                case .refused(let version, let reason):
                    logger.warning("the team's form \(version) cannot be used by this EntryDesk (\(reason)); keeping the one held")
                case nil: break
                }
                if moved.refused > 0 {
                    logger.warning("\(moved.refused) entries from the server could not be stored here")
                }
                if moved.recordsRefused > 0 {
                    logger.warning("\(moved.recordsRefused) batches or other records from the server could not be stored here")
                }
                // A pass that moved nothing every few seconds writes nothing either (every commit
                // wakes the disk and the other connections' caches). The last
                // success is written when something moved, after an error, or once a minute.
                let moving = moved.pushed + moved.pulled + moved.recordsPushed + moved.recordsPulled
                if moving > 0 || failures > 0 || recordedSuccess.map({ ContinuousClock.now - $0 > Self.recordEvery }) ?? true {
                    try? store.sync.recordSuccess()
                    recordedSuccess = .now
                }
                failures = 0
                offlineSince = nil
                recordedError = nil
                report(
                    SyncStatus(
                        state: .synced(at: Date()), waiting: (try? store.sync.waitingCount()) ?? 0, moved: moving,
                        receivedForm: receivedForm))
            } catch {
                failures += 1
                let message = Self.message(for: error)
                if (error as? any SyncFailure)?.dropsConnection ?? true { server = nil }
                let since = offlineSince ?? Date()
                offlineSince = since
                // Written once per new reason, not at every retry (see the success above).
                if message != recordedError {
                    try? store.sync.recordError(message)
                    recordedError = message
                }
                logger.info("sync failed (\(failures) in a row): \(message)")
                let unreachable = (error as? any SyncFailure)?.isUnreachable ?? false
                report(
                    SyncStatus(
                        state: unreachable ? .offline(since: since, reason: message) : .failing(since: since, reason: message),
                        waiting: (try? store.sync.waitingCount()) ?? 0))
            }
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until a pass is due (a change, the interval, the retry delay); false: stop.
    private func waitForNextPass(failures: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let clock = ContinuousClock()
        let due = clock.now + (failures > 0 ? timing.retryDelay(after: failures) : timing.interval)
        while !stopping {
            let now = clock.now
            if failures == 0, let changedAt, now >= changedAt + timing.afterChange { break }
            if now >= due { break }
            var next = due
            if failures == 0, let changedAt { next = min(next, changedAt + timing.afterChange) }
            _ = condition.wait(until: Date().addingTimeInterval(Self.seconds(next - now)))
        }
        changedAt = nil
        return !stopping
    }

    /// The words for a failed pass: the server's, scrubbed of secrets, or the local database's.
    public static func message(for error: any Error) -> String {
        if let failure = error as? any SyncFailure { return failure.syncMessage }
        if let store = error as? EntryStoreError { return "the local database: \(store)" }
        return String(describing: error)
    }

    /// How often a pass that moved nothing notes its success for `entrydesk sync status`.
    static let recordEvery: Duration = .seconds(60)

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
