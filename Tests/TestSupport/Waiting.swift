import Foundation

/// Waiting for what a test can observe, never for a fixed time: a sleep long enough on one
/// machine is too short on a loaded CI machine and too long everywhere else. Each wait names
/// what it waits for, so that a timeout says what never happened. (Widget tests, which must
/// keep GLib's loop turning while they wait, use `GtkTestEnvironment.waitUntil`; Python drivers
/// use `wait_for` from Tests/Drivers/atspi_lib.py.)

/// Whether `condition` comes to hold within `timeout`, asked every few milliseconds.
public func eventually(within timeout: Duration = .seconds(30), _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while try !condition() {
        if ContinuousClock.now >= deadline { return false }
        Thread.sleep(forTimeInterval: 0.005)
    }
    return true
}

/// Waits for `condition`; throws `WaitTimeout` naming `what` after `timeout`.
public func waitUntil(_ what: String, timeout: Duration = .seconds(30), _ condition: () throws -> Bool) throws {
    guard try eventually(within: timeout, condition) else { throw WaitTimeout(what: what, timeout: timeout) }
}

/// Waits for `condition` from async code, suspending (not blocking a thread) between asks.
public func waitUntil(_ what: String, timeout: Duration = .seconds(30),
                      _ condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw WaitTimeout(what: what, timeout: timeout) }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// A condition that did not come to hold in time.
public struct WaitTimeout: Error, CustomStringConvertible {
    public let what: String
    public let timeout: Duration
    public var description: String { "waited \(timeout) for \(what), and it never happened" }
}
