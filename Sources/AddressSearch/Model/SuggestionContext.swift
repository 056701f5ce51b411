/// What a provider may know besides the typed text: how many results, where, in which language.
public struct SuggestionContext: Hashable, Sendable {
    /// Most suggestions to return (clamped to 1...100 by providers).
    public var limit: Int
    /// Restrict to this ISO 3166-1 alpha-2 country, when the provider can.
    public var countryCode: String?
    /// Preferred language for place names (Photon's `lang`), a BCP 47 primary tag.
    public var language: String?

    /// A context; ten suggestions, any country, the provider's default language.
    public init(limit: Int = 10, countryCode: String? = nil, language: String? = nil) {
        self.limit = limit
        self.countryCode = countryCode
        self.language = language
    }

    /// `limit` clamped to what providers accept.
    public var clampedLimit: Int { min(max(limit, 1), 100) }
}
