import Foundation

/// Results that threads hand back, waited for with a deadline: for tests that run blocking
/// server calls on several threads at once.
public final class ThreadResults<Value>: @unchecked Sendable {
    // Sendable: `results` is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var results: [Result<Value, Error>] = []

    public init() {}

    /// Runs `body` on a new thread and keeps its result.
    public func run(_ body: @escaping @Sendable () throws -> Value) {
        Thread {
            let result = Result { try body() }
            self.condition.lock()
            self.results.append(result)
            self.condition.broadcast()
            self.condition.unlock()
        }.start()
    }

    /// How many threads have finished so far.
    public var finishedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return results.count
    }

    /// The results once `count` threads have finished; throws after `timeout` seconds.
    public func waitFor(count: Int, timeout: TimeInterval) throws -> [Result<Value, Error>] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while results.count < count {
            guard condition.wait(until: deadline) else {
                throw TestClusterError("timed out after \(timeout) s waiting for \(count) threads (\(results.count) finished)")
            }
        }
        return results
    }
}
