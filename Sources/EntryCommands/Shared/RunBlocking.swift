import Foundation

/// Runs async work to completion from a synchronous command and returns its result.
///
/// The root command is a synchronous `ParsableCommand` because the GUI must own the main thread
/// (GTK's loop); CLI subcommands that call async APIs block on this instead.
func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = BlockingResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    guard let result = box.result else { throw CancellationError() }
    return try result.get()
}

/// The result slot of `runBlocking`.
///
/// `@unchecked Sendable` is safe here: the task writes `result` once before signalling the
/// semaphore, and the caller reads it only after the wait, so the semaphore orders the accesses.
final class BlockingResultBox<T: Sendable>: @unchecked Sendable {
    var result: Result<T, Error>?
}
