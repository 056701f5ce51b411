import Foundation

/// The rules an amount field applies beyond its locale and currency.
public struct AmountParserOptions: Sendable, Hashable {
    /// Whether a negative amount is accepted (the sign itself is always understood).
    public var allowsNegative: Bool
    /// The smallest accepted value, if any.
    public var minimum: Decimal?
    /// The largest accepted value, if any.
    public var maximum: Decimal?
    /// nil (the default) rejects more fraction digits than the currency has; a rule rounds them.
    public var rounding: RoundingRule?

    /// Creates options; the defaults accept any non-negative amount and never round.
    public init(
        allowsNegative: Bool = false, minimum: Decimal? = nil, maximum: Decimal? = nil,
        rounding: RoundingRule? = nil
    ) {
        self.allowsNegative = allowsNegative
        self.minimum = minimum
        self.maximum = maximum
        self.rounding = rounding
    }
}
