import Foundation

/// Hands out increasing numbers without waiting on an actor: a text field takes one for each
/// query (and each cancellation) in the order the person typed, before the work goes to
/// another task, where that order is lost (tasks reach an actor in any order).
final class QueryTickets: @unchecked Sendable {
    // @unchecked Sendable: `issued` is only touched under `lock`.
    private let lock = NSLock()
    private var issued: UInt64 = 0

    /// The next number, larger than every one given before.
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        issued &+= 1
        return issued
    }
}
