import Foundation

/// Runs async work to completion from a synchronous command and returns its result.
///
/// The root command is a synchronous `ParsableCommand` because the GUI must own the main thread
/// (GTK's loop); CLI subcommands that call async APIs block on this instead.
func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    final class ResultBox: @unchecked Sendable {
        // Written once by the task before the semaphore is signalled, read after the wait:
        // the semaphore orders the two accesses, so no lock is needed.
        var result: Result<T, Error>?
    }
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try box.result!.get()
}
