/// One address row of an OpenAddresses CSV file (`LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,
/// REGION,POSTCODE,ID,HASH`), trimmed; a column the file lacks is empty.
public struct OpenAddressesRow: Hashable, Sendable {
    /// The line of the file where the row starts (1 is the header).
    public var line: Int
    /// House number ("1600", "12B", "12-14").
    public var number: String
    /// Street name ("Amphitheatre Pkwy").
    public var street: String
    /// Secondary unit ("STE 100"), often empty.
    public var unit: String
    /// Locality.
    public var city: String
    /// District (a county in US extracts).
    public var district: String
    /// Region: the state or province.
    public var region: String
    /// Postal code.
    public var postcode: String

    /// A row.
    public init(
        line: Int, number: String, street: String, unit: String = "", city: String = "",
        district: String = "", region: String = "", postcode: String = ""
    ) {
        self.line = line
        self.number = number
        self.street = street
        self.unit = unit
        self.city = city
        self.district = district
        self.region = region
        self.postcode = postcode
    }
}
