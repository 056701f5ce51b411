/// A duration in milliseconds, printed as CSS writes it (`150ms`).
public struct TokenDuration: Sendable, Hashable {
    /// Milliseconds, never negative.
    public let milliseconds: Double

    /// Creates a duration.
    public init(milliseconds: Double) {
        self.milliseconds = milliseconds
    }

    /// CSS text, for example `150ms`.
    public var css: String { NumberText.format(milliseconds) + "ms" }
}
