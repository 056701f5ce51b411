/// The values of the form's field view (`AddressField`), convertible to and from `Address`.
///
/// Line 1 is the first street line; line 2 holds the remaining street lines (joined with ", " when
/// an address has more than two). The extras are app-defined and not part of `Address`.
public struct AddressFieldValues: Hashable, Sendable, Codable {
    /// Address line 1.
    public var line1: String
    /// Address line 2.
    public var line2: String
    /// Town or city.
    public var city: String
    /// Neighbourhood, district or suburb.
    public var cityArea: String
    /// State, province, ... as typed or as a subdivision key.
    public var subdivision: String
    /// ZIP or postal code.
    public var zip: String
    /// Sorting code.
    public var sortingCode: String
    /// App-defined extra 1.
    public var extra1: String
    /// App-defined extra 2.
    public var extra2: String
    /// App-defined extra 3.
    public var extra3: String

    /// Field values; every field defaults to empty.
    public init(
        line1: String = "", line2: String = "", city: String = "", cityArea: String = "", subdivision: String = "",
        zip: String = "", sortingCode: String = "", extra1: String = "", extra2: String = "", extra3: String = ""
    ) {
        self.line1 = line1
        self.line2 = line2
        self.city = city
        self.cityArea = cityArea
        self.subdivision = subdivision
        self.zip = zip
        self.sortingCode = sortingCode
        self.extra1 = extra1
        self.extra2 = extra2
        self.extra3 = extra3
    }

    /// The field view of `address` (extras empty).
    public init(address: Address) {
        let lines = address.streetLines
        self.init(
            line1: lines.first ?? "",
            line2: lines.dropFirst().joined(separator: ", "),
            city: address.city,
            cityArea: address.cityArea,
            subdivision: address.countryArea,
            zip: address.postalCode,
            sortingCode: address.sortingCode
        )
    }

    /// The value of one field.
    public subscript(field: AddressField) -> String {
        get {
            switch field {
            case .line1: line1
            case .line2: line2
            case .city: city
            case .cityArea: cityArea
            case .subdivision: subdivision
            case .zip: zip
            case .sortingCode: sortingCode
            case .extra1: extra1
            case .extra2: extra2
            case .extra3: extra3
            }
        }
        set {
            switch field {
            case .line1: line1 = newValue
            case .line2: line2 = newValue
            case .city: city = newValue
            case .cityArea: cityArea = newValue
            case .subdivision: subdivision = newValue
            case .zip: zip = newValue
            case .sortingCode: sortingCode = newValue
            case .extra1: extra1 = newValue
            case .extra2: extra2 = newValue
            case .extra3: extra3 = newValue
            }
        }
    }

    /// `base` with the street lines, city, city area, subdivision, ZIP and sorting code replaced
    /// by these values; the fields the view lacks (country, name, organisation) are kept.
    public func applied(to base: Address) -> Address {
        var address = base
        address.streetLines = [line1, line2].filter { !$0.isEmpty }
        address.city = city
        address.cityArea = cityArea
        address.countryArea = subdivision
        address.postalCode = zip
        address.sortingCode = sortingCode
        return address
    }
}
