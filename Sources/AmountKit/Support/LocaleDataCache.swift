import Foundation

/// Values read from ICU for a locale (and currency), kept once read: every amount field makes
/// parsers and formatters, each of which would otherwise ask ICU again for the same separators
/// and symbols (a few formatter calls each). Thread-safe, so that the app can fill it off the
/// main thread while GTK starts; bounded, since keys come from what people pick.
final class LocaleDataCache<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched under `lock`.
    private let lock = NSLock()
    private var values: [String: Value] = [:]
    private let limit: Int

    init(limit: Int = 256) {
        self.limit = limit
    }

    /// The value for `key`, made (outside the lock: ICU calls may be slow) when not kept yet.
    func value(for key: String, make: () -> Value) -> Value {
        lock.lock()
        let kept = values[key]
        lock.unlock()
        if let kept { return kept }
        let made = make()
        lock.lock()
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = made
        lock.unlock()
        return made
    }
}
