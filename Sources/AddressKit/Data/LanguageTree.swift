/// The sub-region tree of a country in one of its languages (`languages` of the metadata).
struct LanguageTree: Sendable, Decodable {
    /// The language code ("fr"), or empty when the country lists no languages.
    var lang: String
    /// Whether this is the country's default language (`lang`), whose keys are canonical.
    var isDefault: Bool
    /// The country record in this language (sub-region lists and children).
    var root: RegionNode

    enum CodingKeys: String, CodingKey {
        case lang, root
        case isDefault = "default"
    }
}
