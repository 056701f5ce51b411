import AddressKit

/// What the form holds after a change: the address, the extras and whether it is valid.
public struct AddressFormState: Sendable, Equatable {
    /// The address of the visible fields, with the form's country.
    public var address: Address
    /// The values of the visible fields, extras included.
    public var values: AddressFieldValues
    /// Whether AddressKit finds no error in the visible fields.
    public var isValid: Bool
}
