/// Counts an operator's keystrokes and the time spent keying, pauses left out: a gap between two
/// keys of `pause` or more (30 s by default) is a pause, not work, so keystrokes per hour measure
/// the keying and not the coffee. A pure state machine over key times; the window feeds it.
public struct KeystrokeTally: Sendable, Equatable {
    /// A gap this long or longer is a pause (seconds).
    public let pause: Double
    /// Keys counted since the last `take()`.
    public private(set) var keystrokes = 0
    /// Time between keys counted since the last `take()`, pauses left out (seconds).
    public private(set) var activeSeconds = 0.0
    private var lastKeyAt: Double?

    public init(pause: Double = 30) {
        self.pause = pause
    }

    /// A key pressed at `time` (seconds on a monotonic clock).
    public mutating func key(at time: Double) {
        if let last = lastKeyAt, time >= last, time - last < pause { activeSeconds += time - last }
        keystrokes += 1
        lastKeyAt = time
    }

    /// What was counted since the last take, to be stored; counting goes on from the last key.
    public mutating func take() -> (keystrokes: Int, activeSeconds: Double) {
        defer {
            keystrokes = 0
            activeSeconds = 0
        }
        return (keystrokes, activeSeconds)
    }
}
