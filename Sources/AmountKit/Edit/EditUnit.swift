/// One logical unit of an amount being edited; the group separators of automatic grouping are
/// not units, so caret positions counted in units survive regrouping.
enum EditUnit: Sendable, Hashable {
    /// The minus sign (only ever first).
    case minus
    /// A digit value 0...9.
    case digit(UInt8)
    /// The decimal separator.
    case decimal
    /// A group separator the person typed where automatic grouping puts none ("12.50" in
    /// de_DE, "0,50" in en_US): kept as typed, so the text reads as a paste of it would (here:
    /// not at all, which the field reports) instead of silently as 1250 or 50. Once the typed
    /// separators stand where grouping would put them ("1.000"), they give way to it.
    case group(Unicode.Scalar)

    var isGroup: Bool {
        if case .group = self { return true } else { return false }
    }
}
