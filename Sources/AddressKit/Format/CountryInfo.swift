/// A country of the metadata index, for a country selector.
public struct CountryInfo: Hashable, Sendable, Codable {
    /// ISO 3166-1 alpha-2 code ("US").
    public let code: String
    /// The postal name, upper case as the metadata has it ("UNITED STATES").
    public let name: String
    /// The English display name ("United States").
    public let displayName: String

    /// A country entry.
    public init(code: String, name: String, displayName: String) {
        self.code = code
        self.name = name
        self.displayName = displayName
    }
}
