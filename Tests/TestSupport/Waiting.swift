import Foundation

/// Waiting for what a test can observe, never for a fixed time: a sleep long enough on one
/// machine is too short on a loaded CI machine and too long everywhere else. Each wait names
/// what it waits for, so that a timeout says what never happened. (Widget tests, which must
/// keep GLib's loop turning while they wait, use `GtkTestEnvironment.waitUntil`; Python drivers
/// use `wait_for` from Tests/Drivers/atspi_lib.py.)

/// Whether `condition` comes to hold within `timeout`, asked every few milliseconds.
/// It blocks its thread: in async code the async overload below is chosen instead.
@_disfavoredOverload
public func eventually(within timeout: Duration = .seconds(30), _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while try !condition() {
        if ContinuousClock.now >= deadline { return false }
        Thread.sleep(forTimeInterval: 0.005)
    }
    return true
}

/// Waits for `condition`; throws `WaitTimeout` naming `what` after `timeout`.
@_disfavoredOverload
public func waitUntil(_ what: String, timeout: Duration = .seconds(30), _ condition: () throws -> Bool) throws {
    guard try eventually(within: timeout, condition) else { throw WaitTimeout(what: what, timeout: timeout) }
}

/// Whether `condition` comes to hold within `timeout`, from async code: suspends (does not
/// block a thread) between asks, and gives up early, with false, if the task is cancelled.
/// It runs on the caller's actor, so a main-actor test may ask about its widgets.
public func eventually(
    within timeout: Duration = .seconds(30), isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while try await !condition() {
        if ContinuousClock.now >= deadline || Task.isCancelled { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// Waits for `condition` from async code, suspending (not blocking a thread) between asks;
/// throws `WaitTimeout` naming `what` after `timeout` (or CancellationError if cancelled).
public func waitUntil(
    _ what: String, timeout: Duration = .seconds(30), isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async throws {
    guard try await eventually(within: timeout, isolation: isolation, condition) else {
        try Task.checkCancellation()
        throw WaitTimeout(what: what, timeout: timeout)
    }
}

/// A condition that did not come to hold in time.
public struct WaitTimeout: Error, CustomStringConvertible {
    public let what: String
    public let timeout: Duration
    public var description: String { "waited \(timeout) for \(what), and it never happened" }
}
