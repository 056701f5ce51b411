/// Where the order of the form's rows comes from.
public enum AddressFormLayoutMode: Sendable, Equatable {
    /// The country's layout from AddressKit (Japan: postal code, prefecture, street); the
    /// configured rows choose which fields show, and extras follow in their configured order.
    case country
    /// The configured rows exactly, in their order and with their compounds.
    case configured
}
