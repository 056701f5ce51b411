/// One piece of a layout row: an address field or literal text between fields (", ", " ").
public enum AddressLayoutElement: Hashable, Sendable {
    /// An address field (`%S`, `%Z`, ...).
    case field(AddressComponent)
    /// Text printed as is between fields.
    case literal(String)
}
