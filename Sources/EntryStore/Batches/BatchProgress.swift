import Foundation

/// How far a batch has come: what has been keyed against what the tape says, and the
/// difference, per currency.
public struct BatchProgress: Hashable, Sendable {
    public var batch: Batch
    /// Entries saved in the batch (deleted ones no longer count).
    public var keyedCount: Int
    /// The keyed amounts added up, per currency, as canonical decimal text.
    public var keyedTotals: [String: String]

    public init(batch: Batch, keyedCount: Int, keyedTotals: [String: String]) {
        self.batch = batch
        self.keyedCount = keyedCount
        self.keyedTotals = keyedTotals
    }

    /// Every currency expected or keyed, in code order.
    public var currencies: [String] {
        Set(batch.expectedTotals.keys).union(keyedTotals.keys).sorted()
    }

    /// What was keyed in `currency`, with as many decimals as the expected total ("0.00").
    public func keyedTotal(in currency: String) -> String {
        DecimalTotals.aligned(keyedTotals[currency] ?? "0", to: batch.expectedTotals[currency] ?? "0")
    }

    /// What `currency` should add up to ("0.00" when only keyed, not expected).
    public func expectedTotal(in currency: String) -> String {
        DecimalTotals.aligned(batch.expectedTotals[currency] ?? "0", to: keyedTotals[currency] ?? "0")
    }

    /// Keyed minus expected for `currency` ("-1.00": one euro short).
    public func difference(in currency: String) -> String {
        DecimalTotals.difference(keyedTotals[currency] ?? "0", minus: batch.expectedTotals[currency] ?? "0")
    }

    /// Keyed minus expected entries.
    public var countDifference: Int { keyedCount - batch.expectedCount }

    /// Whether the count and every currency's total agree with the expected ones.
    public var isBalanced: Bool {
        countDifference == 0 && currencies.allSatisfy { DecimalTotals.isZero(difference(in: $0)) }
    }
}
