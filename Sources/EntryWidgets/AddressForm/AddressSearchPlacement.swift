/// Which field carries the autocomplete.
public enum AddressSearchPlacement: Sendable, Equatable {
    /// A search field above the address fields (the design documents' search bar).
    case searchField
    /// Address line 1 itself.
    case line1
}
