import Foundation

/// One operator's figures, in one batch or outside any: entries keyed, keystrokes, the time spent
/// keying (pauses left out) and the rates per hour of that time.
public struct OperatorStatistics: Hashable, Sendable {
    public var operatorID: String
    /// The batch's name (nil: entries keyed outside any batch).
    public var batchName: String?
    public var entries: Int
    public var keystrokes: Int
    /// Time spent keying, pauses left out.
    public var activeSeconds: Double
    /// Verification mismatches charged to the operator: their value was the wrong one.
    public var mismatches: Int

    public init(operatorID: String, batchName: String?, entries: Int, keystrokes: Int, activeSeconds: Double, mismatches: Int = 0) {
        self.operatorID = operatorID
        self.batchName = batchName
        self.entries = entries
        self.keystrokes = keystrokes
        self.activeSeconds = activeSeconds
        self.mismatches = mismatches
    }

    /// Mismatches charged per 1,000 keystrokes (nil: no keystrokes recorded).
    public var mismatchesPerThousandKeystrokes: Double? {
        keystrokes > 0 ? Double(mismatches) * 1000 / Double(keystrokes) : nil
    }

    /// Entries per hour of keying (nil: no keying time recorded).
    public var entriesPerHour: Double? { perHour(Double(entries)) }
    /// Keystrokes per hour of keying (nil: no keying time recorded).
    public var keystrokesPerHour: Double? { perHour(Double(keystrokes)) }

    private func perHour(_ count: Double) -> Double? {
        activeSeconds > 0 ? count * 3600 / activeSeconds : nil
    }
}
