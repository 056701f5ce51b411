/// A length: a number and a unit, printed as CSS writes it (`8px`, `1.25rem`).
public struct TokenDimension: Sendable, Hashable {
    /// The numeric part.
    public let value: Double
    /// The unit.
    public let unit: DimensionUnit

    /// Creates a dimension.
    public init(_ value: Double, _ unit: DimensionUnit) {
        self.value = value
        self.unit = unit
    }

    /// CSS text, for example `8px` or `0` for a zero length.
    public var css: String { NumberText.format(value) + unit.rawValue }

    /// The value in pixels, when the unit is `px`.
    public var pixels: Double? { unit == .px ? value : nil }
}
