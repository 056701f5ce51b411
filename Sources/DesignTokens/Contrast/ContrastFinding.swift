/// One measured pair of a theme: the ratio it reaches and the minimum it must reach.
public struct ContrastFinding: Sendable, Hashable {
    /// The colours and where the stylesheet uses them.
    public let pair: ContrastPair
    /// The WCAG contrast ratio, 1...21.
    public let ratio: Double
    /// The minimum ratio for this kind of pair.
    public let minimum: Double

    /// Whether the pair reaches its minimum.
    public var passes: Bool { ratio >= minimum }

    /// Measures every text pair (against `textMinimum`) and every input boundary and focus ring
    /// (against 3:1) of the generated stylesheet in `theme`. Pairs whose colours the theme lacks
    /// are skipped: `CSSGenerator.css(for:)` reports those as missing tokens.
    public static func measure(_ theme: ResolvedTheme, textMinimum: Double = Contrast.textAA) -> [ContrastFinding] {
        func findings(_ pairs: [ContrastPair], _ minimum: Double) -> [ContrastFinding] {
            pairs.compactMap { pair in
                pair.ratio(in: theme).map { ContrastFinding(pair: pair, ratio: $0, minimum: minimum) }
            }
        }
        return findings(CSSGenerator.contrastPairs, textMinimum) + findings(CSSGenerator.boundaryPairs, Contrast.nonText)
    }
}
