import Foundation

/// Values worked out once and kept (a compiled pattern, a locale's date order): a verdict is
/// asked at every keystroke, and ICU is slow to ask. Thread-safe, since the desk may check off
/// the main thread; bounded, since keys come from forms and locales people choose.
final class LockedCache<Value>: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched under `lock`, and the values kept are
    // immutable once made (NSRegularExpression may be used from any thread).
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    /// The value for `key`, made when not kept yet.
    func value(for key: String, make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let kept = values[key] { return kept }
        if values.count >= 256 { values.removeAll() }
        let made = make()
        values[key] = made
        return made
    }
}
