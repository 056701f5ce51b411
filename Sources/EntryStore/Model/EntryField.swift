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
    /// The office's own fields (`Entry.officeFields`): one JSON object in the database; in
    /// exports, imports and sync each field is a column or key of its own, here in the order.
    case officeFields = "office_fields"
    /// The version of the form the entry was keyed with.
    case formVersion = "form_version"
    /// The operator's reasons for values a soft rule asked about, as a JSON object.
    case ruleReasons = "rule_reasons"

    /// The column names in export order (`office_fields` stands for the office's columns).
    public static let columnNames: [String] = allCases.map(\.rawValue)

    /// The fields of the address, amount and reference: every field but the office's own, the
    /// form version and the reasons, which came with office forms.
    public static let builtIn: [EntryField] = allCases.filter { !$0.cameWithOfficeForms }

    /// Whether the field came with office forms (`officeFields`, `formVersion`, `ruleReasons`).
    public var cameWithOfficeForms: Bool { self == .officeFields || self == .formVersion || self == .ruleReasons }
}
