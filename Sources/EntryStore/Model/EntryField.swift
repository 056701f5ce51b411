/// A field of an entry, named as its column in the database, CSV header and JSON Lines keys.
///
/// The case order is the column order of exports.
public enum EntryField: String, CaseIterable, Hashable, Sendable, Codable {
    /// The entry's UUID.
    case id
    /// The creation time (ISO 8601, UTC, milliseconds).
    case createdAt = "created_at"
    /// The last change time (ISO 8601, UTC, milliseconds).
    case updatedAt = "updated_at"
    /// The person's name.
    case name
    /// The organisation.
    case companyName = "company_name"
    /// ISO 3166-1 alpha-2 country code.
    case countryCode = "country_code"
    /// State, province, prefecture, ...
    case countryArea = "country_area"
    /// City or locality.
    case city
    /// District or suburb.
    case cityArea = "city_area"
    /// Postal code.
    case postalCode = "postal_code"
    /// CEDEX-style sorting code.
    case sortingCode = "sorting_code"
    /// First street line.
    case streetLine1 = "street_line1"
    /// Second street line.
    case streetLine2 = "street_line2"
    /// First extra line.
    case extra1
    /// Second extra line.
    case extra2
    /// Third extra line.
    case extra3
    /// Canonical decimal amount text.
    case amount
    /// ISO 4217 currency code.
    case currency
    /// Payment reference.
    case reference

    /// The column names in export order.
    public static let columnNames: [String] = allCases.map(\.rawValue)
}
