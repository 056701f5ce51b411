/// The length units a dimension token may use; all of them are understood by GTK 4.8's CSS.
public enum DimensionUnit: String, CaseIterable, Sendable, Hashable {
    /// CSS pixels (GTK scales them for the monitor).
    case px
    /// Multiples of the root font size.
    case rem
    /// Multiples of the element's font size.
    case em
    /// Typographic points (1/72 in).
    case pt
}
