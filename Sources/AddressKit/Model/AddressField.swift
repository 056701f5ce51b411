/// A field of the design documents' address form (AddressForm): five standard fields, the two
/// that only some countries' formats have (a neighbourhood, a sorting code), and three
/// app-defined extras that are hidden by default.
public enum AddressField: String, Sendable, Hashable, CaseIterable, Codable {
    /// Address line 1 (first street line).
    case line1
    /// Address line 2 (apartment, suite, ...).
    case line2
    /// Town or city.
    case city
    /// Neighbourhood, district or suburb (`city_area`): Brazil's bairro, a Korean district.
    case cityArea
    /// State, province, ... (`country_area`).
    case subdivision
    /// ZIP or postal code.
    case zip
    /// Sorting code (`sorting_code`): France's CEDEX.
    case sortingCode
    /// App-defined extra field 1 (hidden by default).
    case extra1
    /// App-defined extra field 2 (hidden by default).
    case extra2
    /// App-defined extra field 3 (hidden by default).
    case extra3

    /// The fields a form shows unless configured otherwise (the extras are hidden by default).
    public static let defaultVisible: [AddressField] = [.line1, .line2, .city, .subdivision, .zip]

    /// Whether this field is one of the app-defined extras.
    public var isExtra: Bool { self == .extra1 || self == .extra2 || self == .extra3 }

    /// The address component this field edits; nil for the extras, which `Address` does not hold.
    public var component: AddressComponent? {
        switch self {
        case .line1, .line2: .streetAddress
        case .city: .city
        case .cityArea: .cityArea
        case .subdivision: .countryArea
        case .zip: .postalCode
        case .sortingCode: .sortingCode
        case .extra1, .extra2, .extra3: nil
        }
    }
}
