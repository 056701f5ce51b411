/// One choice of a subdivision picker: a state, province, city or district of the metadata.
public struct Subdivision: Hashable, Sendable {
    /// The key addresses are normalised to ("CA", "北京市").
    public let key: String
    /// The local name ("California", "北京市"); the key when the data has no name.
    public let name: String
    /// The Latin-script name ("Beijing Shi"), when the data has one.
    public let latinName: String?
    /// The ISO 3166-2 suffix ("CA" of US-CA), when the data has one.
    public let isoCode: String?
    /// The postal-code prefix pattern of this subdivision (`zip`), when the data has one.
    public let postalCodePattern: String?
    /// Example postal codes of this subdivision.
    public let postalCodeExamples: [String]
    /// Whether the data lists subdivisions below this one (cities, districts).
    public let hasSubdivisions: Bool

    /// A subdivision.
    public init(
        key: String, name: String, latinName: String?, isoCode: String?,
        postalCodePattern: String?, postalCodeExamples: [String], hasSubdivisions: Bool
    ) {
        self.key = key
        self.name = name
        self.latinName = latinName
        self.isoCode = isoCode
        self.postalCodePattern = postalCodePattern
        self.postalCodeExamples = postalCodeExamples
        self.hasSubdivisions = hasSubdivisions
    }
}
