import EntryForm

/// A verified field's stored name: the column's for a built-in field, the key for an office
/// field. A name that is neither a built-in column nor a valid office key is no field.
extension VerifiedField: RawRepresentable, Codable {
    public init?(rawValue: String) {
        switch rawValue {
        case "amount": self = .amount
        case "postal_code": self = .postalCode
        case "name": self = .name
        case "city": self = .city
        case "street_line1": self = .streetLine1
        case "reference": self = .reference
        default:
            guard OfficeFieldKey.isValid(rawValue) else { return nil }
            self = .office(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .amount: "amount"
        case .postalCode: "postal_code"
        case .name: "name"
        case .city: "city"
        case .streetLine1: "street_line1"
        case .reference: "reference"
        case .office(let key): key
        }
    }
}
