/// JSON form: the keys `street_line, secondary, city, country_area, postal_code, country_code,
/// entries` that `entrydesk suggest` prints. `reference` stays in memory only.
extension AddressSuggestion: Codable {
    enum CodingKeys: String, CodingKey {
        case streetLine = "street_line"
        case secondary
        case city
        case countryArea = "country_area"
        case postalCode = "postal_code"
        case countryCode = "country_code"
        case entries
    }

    /// Decodes the JSON form; missing text fields are empty and `entries` defaults to 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            streetLine: try container.decodeIfPresent(String.self, forKey: .streetLine) ?? "",
            secondary: try container.decodeIfPresent(String.self, forKey: .secondary) ?? "",
            city: try container.decodeIfPresent(String.self, forKey: .city) ?? "",
            countryArea: try container.decodeIfPresent(String.self, forKey: .countryArea) ?? "",
            postalCode: try container.decodeIfPresent(String.self, forKey: .postalCode) ?? "",
            countryCode: try container.decodeIfPresent(String.self, forKey: .countryCode) ?? "",
            entries: try container.decodeIfPresent(Int.self, forKey: .entries) ?? 1
        )
    }

    /// Encodes the seven JSON keys, always all of them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(streetLine, forKey: .streetLine)
        try container.encode(secondary, forKey: .secondary)
        try container.encode(city, forKey: .city)
        try container.encode(countryArea, forKey: .countryArea)
        try container.encode(postalCode, forKey: .postalCode)
        try container.encode(countryCode, forKey: .countryCode)
        try container.encode(entries, forKey: .entries)
    }
}
