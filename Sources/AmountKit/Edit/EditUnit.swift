/// One logical unit of an amount being edited; group separators are not units, so caret
/// positions counted in units survive regrouping.
enum EditUnit: Sendable, Hashable {
    /// The minus sign (only ever first).
    case minus
    /// A digit value 0...9.
    case digit(UInt8)
    /// The decimal separator.
    case decimal
}
