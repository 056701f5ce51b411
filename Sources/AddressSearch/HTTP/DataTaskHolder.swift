import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hands a URLSession task from the request to the cancellation handler, which may run first.
final class DataTaskHolder: @unchecked Sendable {
    // Sendable: both fields are only touched under `lock`.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    /// Starts `task`, or cancels it at once if cancellation came first.
    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let alreadyCancelled = cancelled
        lock.unlock()
        task.resume()
        if alreadyCancelled { task.cancel() }
    }

    /// Cancels the task now or as soon as it is started.
    func cancel() {
        lock.lock()
        cancelled = true
        let current = task
        lock.unlock()
        current?.cancel()
    }
}
