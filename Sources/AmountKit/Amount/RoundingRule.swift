/// How to round an amount that has more fraction digits than its currency (only on request).
public enum RoundingRule: String, Sendable, Hashable, CaseIterable {
    /// Banker's rounding: ties go to the even digit (2.345 -> 2.34, 2.355 -> 2.36). The default,
    /// because it does not bias sums of many rounded amounts upwards.
    case halfEven
    /// Commercial rounding: ties go away from zero (2.345 -> 2.35, -2.345 -> -2.35).
    case halfAwayFromZero
}
