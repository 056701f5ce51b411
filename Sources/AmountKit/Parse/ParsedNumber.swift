/// The digits read from text, before currency rules (fraction digits, limits) apply.
struct ParsedNumber: Sendable, Hashable {
    /// Sign and digits exactly as written (fraction digits not padded or trimmed).
    var digits: DigitString
    /// Whether the text held a decimal separator (possibly with no digit after it).
    var hasDecimalSeparator: Bool
}
