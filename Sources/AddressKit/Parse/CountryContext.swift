/// What the parser needs of one country's data, prepared once.
struct CountryContext: Sendable {
    let format: CountryFormat
    let subdivisions: SubdivisionFinder
    let postalCodeLeadsCity: Bool
    let hasCity: Bool
    let hasCityArea: Bool
    let formatHasPostalCode: Bool
    private let postalPattern: PostalCodePattern?

    init(format: CountryFormat, registry: AddressFormatRegistry) {
        self.format = format
        subdivisions = SubdivisionFinder(subdivisions: (try? registry.subdivisions(of: format.code)) ?? [])
        let fields = format.layout.fields
        hasCity = fields.contains(.city)
        hasCityArea = fields.contains(.cityArea)
        formatHasPostalCode = fields.contains(.postalCode)
        if let zip = fields.firstIndex(of: .postalCode), let city = fields.firstIndex(of: .city) {
            postalCodeLeadsCity = zip < city
        } else {
            postalCodeLeadsCity = false
        }
        postalPattern = format.postalCodePattern.flatMap { try? PostalCodePattern("(?:" + $0 + ")", anchoredAtEnd: true) }
    }

    func findPostalCode(in parts: [AddressTextPart]) -> PostalCodeMatch? {
        postalPattern.flatMap { PostalCodeFinder.find(in: parts, pattern: $0) }
    }
}
