/// One choice of a searchable picker: a subdivision or a country.
public struct ChoiceOption: Sendable, Hashable {
    /// The value stored when picked ("CA", "東京都", "US").
    public var key: String
    /// The name shown ("California", "東京都", "United States").
    public var name: String
    /// Another name the choice is found by, shown under the name ("Tokyo"); nil: none.
    public var latinName: String?
    /// More codes it is found by (an ISO 3166-2 code) but not shown.
    public var aliases: [String]
    /// More names it is found by but not shown: a country's English name under a translated
    /// interface ("Germany" finds Deutschland).
    public var otherNames: [String]

    /// A choice.
    public init(key: String, name: String, latinName: String? = nil, aliases: [String] = [], otherNames: [String] = []) {
        self.key = key
        self.name = name
        self.latinName = latinName
        self.aliases = aliases
        self.otherNames = otherNames
    }
}
